/** 001 §5: a storage namespace is alphanumeric with underscores and dashes. */
export function isValidStorageNamespace(input: string): boolean {
  return /^[A-Za-z0-9_-]+$/.test(input);
}
