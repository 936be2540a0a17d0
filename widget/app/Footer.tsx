import { Link } from './kit/Link';
import { useWidget } from './kit/WidgetContext';

const LEGAL = [
  { to: '/terms', label: 'Terms' },
  { to: '/privacy-policy', label: 'Privacy' },
  { to: '/ada', label: 'Accessibility' },
  { to: '/do-not-sell-my-information', label: 'Do not sell my information' },
] as const;

export function Footer() {
  const { config } = useWidget();
  if (config.mode === 'headless') return null;
  return (
    <footer className="cn-footer">
      <nav className="cn-footer__inner" aria-label="Legal">
        <span>Powered by Canopy</span>
        {LEGAL.map((item) => (
          <Link key={item.to} to={item.to}>
            {item.label}
          </Link>
        ))}
      </nav>
    </footer>
  );
}
