import type { ReactNode } from 'react';

/** One panel of the kiosk setup page, named by its heading. */
export function KioskCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="cn-card cn-kiosk-card" aria-labelledby={id}>
      <h2 id={id} className="cn-h2">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A term and its value in a panel's list of facts (a <dl> row). */
export function KioskFact({ term, className, children }: { term: string; className?: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}
