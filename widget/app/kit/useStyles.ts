import { useWidget } from './WidgetContext';

/** Adds a sheet to the widget's style host the first time a component using it renders (idempotent). */
export function useStyles(id: string, css: string): void {
  useWidget().styles.adopt(id, css);
}
