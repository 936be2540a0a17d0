// White label (DESIGN §1.2 data-theme): each entry the widget cannot apply is warned about by name and the rest
// apply; a font-url brings the partner's web fonts into the document the widget draws in.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { themeProperties } from '../../../../shared/protocol';
import { linkThemeFont, warnAboutThemeEntries } from '../../../../widget/app/themeExtras';

const GOOGLE = 'https://fonts.googleapis.com/css2?family=Playfair+Display:wght@400;700&display=swap';

describe('a white-label theme', () => {
  let warnings: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    document.head.innerHTML = '';
  });

  test('each bad entry gets its own warning naming it; the good ones apply', () => {
    const theme = {
      primary: '#1f5135',
      primry: '#000',
      font: '"Playfair Display", serif',
      radius: 'red;}body{display:none',
      onPrimary: '#fff',
      'font-url': GOOGLE,
    };
    warnAboutThemeEntries(theme);
    expect(warnings.mock.calls.map((call: unknown[]) => call[0])).toEqual([
      '[Canopy] theme key "primry" was left out: it is not a theme key; the keys are primary, on-primary, bg, surface, text, muted, border, focus, font, radius, radius-sm, sale, sale-soft, warn and font-url.',
      '[Canopy] theme key "font" was left out: its value takes letters, digits, spaces and # . , % ( ) - + / only, at most 64 of them.',
      '[Canopy] theme key "radius" was left out: its value takes letters, digits, spaces and # . , % ( ) - + / only, at most 64 of them.',
    ]);
    expect(themeProperties(theme)).toMatchObject({ '--canopy-primary': '#1f5135', '--canopy-on-primary': '#fff' });
    expect(Object.keys(themeProperties(theme))).not.toContain('--canopy-radius');
  });

  test.each([['javascript:alert(1)'], ['//fonts.example/css'], ['https://fonts.example/a b.css']])(
    'a font-url that is no http(s) URL (%s) is warned about and not linked',
    (url) => {
      warnAboutThemeEntries({ 'font-url': url });
      linkThemeFont(document, { 'font-url': url });
      expect(warnings).toHaveBeenCalledTimes(1);
      expect(String(warnings.mock.calls[0][0])).toContain('"font-url" was left out: it takes the https URL of a stylesheet');
      expect(document.head.querySelector('link')).toBeNull();
    },
  );

  test('a font-url is linked into the document once, however many embeds name it', () => {
    linkThemeFont(document, { 'font-url': GOOGLE, font: 'Playfair Display, serif' });
    linkThemeFont(document, { fontUrl: GOOGLE });
    const links = document.head.querySelectorAll('link[rel=stylesheet]');
    expect(links).toHaveLength(1);
    expect(links[0].getAttribute('href')).toBe(GOOGLE);
    expect(warnings).not.toHaveBeenCalled();
  });
});
