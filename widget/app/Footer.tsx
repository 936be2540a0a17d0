import { Link } from './kit/Link';
import { useWidget } from './kit/WidgetContext';

const LEGAL = [
  { to: '/terms', label: 'Terms' },
  { to: '/privacy-policy', label: 'Privacy' },
  { to: '/ada', label: 'Accessibility' },
  { to: '/do-not-sell-my-information', label: 'Do not sell my information' },
] as const;

/** The legal links; "Powered by Canopy" except in white label, whose partner sells under its own name (000 §1). */
export function Footer() {
  const { config } = useWidget();
  if (config.mode === 'headless') return null;
  return (
    <footer className="cn-footer">
      <nav className="cn-footer__inner" aria-label="Legal">
        {config.mode !== 'whiteLabel' && <span>Powered by Canopy</span>}
        {LEGAL.map((item) => (
          <Link key={item.to} to={item.to}>
            {item.label}
          </Link>
        ))}
      </nav>
    </footer>
  );
}
