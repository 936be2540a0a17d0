import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { resizeIframe } from '../../../loader/resizeIframe';

const WIDGET = 'http://127.0.0.1:8080';

// The host side of iframe-resizer 4.3.11's wire protocol, against the messages its content script sends.
describe('resizeIframe', () => {
  let iframe: HTMLIFrameElement;
  let posted: Array<[unknown, string]>;
  let frameWindow: { postMessage: (data: unknown, origin: string) => void };
  let detach: () => void;
  beforeEach(() => {
    posted = [];
    frameWindow = { postMessage: (data, origin) => posted.push([data, origin]) };
    iframe = document.createElement('iframe');
    iframe.id = 'canopy-1';
    vi.spyOn(iframe, 'contentWindow', 'get').mockReturnValue(frameWindow as unknown as Window);
    document.body.appendChild(iframe);
    detach = resizeIframe(iframe, WIDGET);
  });
  afterEach(() => {
    detach();
    iframe.remove();
    vi.restoreAllMocks();
  });
  const receive = (data: unknown, origin = WIDGET, source: unknown = frameWindow) => dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));

  test('sends the init message on load and when the content script says it is ready, to the widget origin only', () => {
    iframe.dispatchEvent(new Event('load'));
    receive('[iFrameResizerChild]Ready');
    expect(posted).toHaveLength(2);
    for (const [data, origin] of posted) {
      expect(origin).toBe(WIDGET);
      // The content script reads field 3 (sizeWidth) as "true"/"false" to recognise an init message.
      expect(String(data).split(':')[2]).toBe('false');
      expect(String(data).startsWith('[iFrameSizer]canopy-1:')).toBe(true);
    }
  });

  test.each([
    ['init', '[iFrameSizer]canopy-1:812:1280:init', '812px'],
    ['a mutation', '[iFrameSizer]canopy-1:1500.4:1280:mutationObserver', '1501px'],
    ['a shrink', '[iFrameSizer]canopy-1:300:1280:resize', '300px'],
  ])('sizes the iframe on %s', (_, message, height) => {
    receive(message);
    expect(iframe.style.height).toBe(height);
  });

  test.each([
    ['another origin', '[iFrameSizer]canopy-1:5:5:resize', 'http://evil.example', 'frame'],
    ['another window', '[iFrameSizer]canopy-1:5:5:resize', WIDGET, 'other'],
    ['another iframe id', '[iFrameSizer]canopy-2:5:5:resize', WIDGET, 'frame'],
    ['not a resizer message', { source: 'canopy', type: 'resize', payload: { height: 5 } }, WIDGET, 'frame'],
  ])('ignores a message from %s', (_, data, origin, source) => {
    iframe.style.height = '600px';
    receive(data, origin, source === 'frame' ? frameWindow : window);
    expect(iframe.style.height).toBe('600px');
    expect(posted).toEqual([]);
  });

  test('answers pageInfo with the page position, then watches scrolling until pageInfoStop', async () => {
    receive('[iFrameSizer]canopy-1:0:0:pageInfo');
    expect(posted).toHaveLength(1);
    const [data, origin] = posted[0];
    expect(origin).toBe(WIDGET);
    expect(String(data).startsWith('[iFrameSizer]pageInfo:')).toBe(true);
    const info = JSON.parse(String(data).slice('[iFrameSizer]pageInfo:'.length));
    // The library's four fields, plus topInset (the host's fixed header; measureTopInset's own tests).
    expect(Object.keys(info).sort()).toEqual(['clientHeight', 'offsetTop', 'scrollTop', 'topInset', 'windowHeight']);
    expect(info.topInset).toBe(0);

    // A scroll is answered in the next frame; a frame asked for after the scroll runs after the loader's.
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    dispatchEvent(new Event('scroll'));
    await nextFrame();
    expect(posted.length).toBe(2);

    receive('[iFrameSizer]canopy-1:0:0:pageInfoStop');
    dispatchEvent(new Event('scroll'));
    await nextFrame();
    expect(posted.length).toBe(2);
  });

  test('scrolls the page to an offset inside the iframe', () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    receive('[iFrameSizer]canopy-1:0:0:scrollToOffset');
    expect(scroll).toHaveBeenCalledTimes(1);
  });

  describe('under a fixed page header 64 px tall', () => {
    beforeEach(() => {
      const header = document.createElement('header');
      header.style.position = 'fixed';
      document.body.prepend(header);
      vi.spyOn(header, 'getBoundingClientRect').mockReturnValue({ top: 0, bottom: 64, left: 0, right: 1024 } as DOMRect);
      vi.spyOn(iframe, 'getBoundingClientRect').mockReturnValue({ top: -300, bottom: 1700, left: 0, right: 1024 } as DOMRect);
      document.elementsFromPoint = (_x: number, y: number) => (y < 64 ? [header, iframe, document.body] : [iframe, document.body]);
    });
    afterEach(() => {
      document.querySelector('header')?.remove();
      delete (document as Partial<Document>).elementsFromPoint;
    });

    test('reports it as topInset in the page info', () => {
      receive('[iFrameSizer]canopy-1:0:0:pageInfo');
      const info = JSON.parse(String(posted[0][0]).slice('[iFrameSizer]pageInfo:'.length));
      expect(info.topInset).toBe(64);
    });

    test('scrolls an offset to just below the header, not under it', () => {
      const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
      receive('[iFrameSizer]canopy-1:0:0:scrollToOffset');
      expect(scroll).toHaveBeenCalledWith(0, pageYOffset - 300 - 64);
    });
  });

  test('detaching stops everything', () => {
    detach();
    iframe.style.height = '600px';
    receive('[iFrameSizer]canopy-1:900:0:resize');
    iframe.dispatchEvent(new Event('load'));
    expect(iframe.style.height).toBe('600px');
    expect(posted).toEqual([]);
  });
});
