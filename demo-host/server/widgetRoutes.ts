/** Whether a path is a widget route under some mode base (DESIGN §1.1, 000 §2). */
export function isWidgetPath(path: string): boolean {
  return !path.startsWith('/api/') && !path.includes('..');
}
