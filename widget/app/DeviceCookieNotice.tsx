import { useEffect, useState } from 'react';
import { PromptPopover } from '../ui/PromptPopover';
import { useWidget } from './kit/WidgetContext';

export const DEVICE_COOKIE_PROMPT = 'device-cookie';

/**
 * The app's cookie notice, a 000 §4 prompt: once GET /bootstrap has set the device-id cookie (001 §9), the
 * shopper is told what it holds. Not on a kiosk (a store's tablet serves one shopper after another), nor in
 * headless, where the partner's page draws everything around one product and its own notices.
 */
export function DeviceCookieNotice() {
  const widget = useWidget();
  const [cookieSet, setCookieSet] = useState(false);
  const noNotice = widget.config.mode === 'kiosk' || widget.config.mode === 'headless';
  useEffect(() => {
    if (noNotice) return;
    let live = true;
    void widget.bootstrapDevice().then((set) => live && setCookieSet(set));
    return () => {
      live = false;
    };
  }, [widget, noNotice]);
  if (!cookieSet) return null;
  return (
    <PromptPopover id={DEVICE_COOKIE_PROMPT} title="This menu keeps one cookie">
      <p>A random device id, so your bag and guest orders find you again. No name, nothing shared with other sites.</p>
    </PromptPopover>
  );
}
