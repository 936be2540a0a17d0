import { useEffect } from 'react';
import { useWidget } from './WidgetContext';

/** The page's title: the document title in the iframe and the `title` of the route message (DESIGN §1.3). */
export function useTitle(title: string | null | undefined): void {
  const { title: signal } = useWidget();
  useEffect(() => {
    if (title) signal.value = title;
  }, [title, signal]);
}
