/** 'URL type' of 001 §5: an absolute http(s) address with a host. */
export function isValidUrl(input: string): boolean {
  const text = input.trim();
  if (text === '' || /\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
