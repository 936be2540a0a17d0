import { createContext, useContext } from 'react';
import type { WidgetInstance } from '../createWidgetInstance';

export const WidgetContext = createContext<WidgetInstance | null>(null);

/** The mounted widget's instance; throws, naming the call, when used outside mountWidget's tree. */
export function useWidget(): WidgetInstance {
  const instance = useContext(WidgetContext);
  if (!instance) throw new Error('useWidget() was called outside a mounted widget (wrap the tree in WidgetContext.Provider)');
  return instance;
}
