import { useEffect, useState } from 'react';
import { PromptPopover } from '../ui/PromptPopover';
import { useWidget } from './kit/WidgetContext';

export const DEVICE_COOKIE_PROMPT = 'device-cookie';

/**
 * The app's cookie notice, a 000 §4 prompt: once GET /bootstrap has set the device-id cookie (001 §9), the
 * shopper is told what it holds. Not on a kiosk: a store's tablet serves one shopper after another.
 */
export function DeviceCookieNotice() {
  const widget = useWidget();
  const [cookieSet, setCookieSet] = useState(false);
  const kiosk = widget.config.mode === 'kiosk';
  useEffect(() => {
    if (kiosk) return;
    let live = true;
    void widget.bootstrapDevice().then((set) => live && setCookieSet(set));
    return () => {
      live = false;
    };
  }, [widget, kiosk]);
  if (!cookieSet) return null;
  return (
    <PromptPopover id={DEVICE_COOKIE_PROMPT} title="This menu keeps one cookie">
      <p>A random device id, so your bag and guest orders find you again. No name, nothing shared with other sites.</p>
    </PromptPopover>
  );
}
