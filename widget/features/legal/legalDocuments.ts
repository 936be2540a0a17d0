import type { RouteName } from '../../../shared/routes';

export type LegalRoute = Extract<RouteName, 'terms' | 'brandsTerms' | 'dataTerms' | 'dispensaryTerms' | 'ada' | 'privacyPolicy' | 'doNotSell'>;

export interface LegalDocument {
  readonly title: string;
  /** What the operator's text covers, so the placeholder says what belongs here. */
  readonly covers: readonly string[];
}

// 000 §2 legal routes. Canopy ships no legal text of its own: each page is a clearly marked placeholder
// naming what the operator must supply.
export const LEGAL_DOCUMENTS: Readonly<Record<LegalRoute, LegalDocument>> = {
  terms: {
    title: 'Terms of use',
    covers: [
      'who may use the storefront and the age requirement',
      'reservations, pickup, delivery and curbside orders',
      'prices, specials and availability',
      'limits of liability and governing law',
    ],
  },
  brandsTerms: { title: 'Brand terms', covers: ['how brands appear in the catalogue', 'brand specials and their conditions', 'use of brand names, logos and images'] },
  dataTerms: { title: 'Data terms', covers: ['what data the storefront collects', 'how long it is kept', 'who it is shared with'] },
  dispensaryTerms: { title: 'Dispensary terms', covers: ['the terms between the operator and listed dispensaries', 'menu accuracy and compliance duties', 'fees and payouts'] },
  ada: { title: 'Accessibility', covers: ['the accessibility standard the storefront aims for', 'known limitations', 'how to report a barrier and get help ordering'] },
  privacyPolicy: {
    title: 'Privacy policy',
    covers: ['personal information collected and why', 'cookies and analytics', 'your rights and how to exercise them', 'how to contact the operator'],
  },
  doNotSell: {
    title: 'Do not sell or share my personal information',
    covers: ['the right to opt out of the sale or sharing of personal information', 'how to submit an opt-out request', 'how the request is confirmed'],
  },
};

export const LEGAL_ROUTES = Object.keys(LEGAL_DOCUMENTS) as LegalRoute[];

export function isLegalRoute(name: string): name is LegalRoute {
  return Object.hasOwn(LEGAL_DOCUMENTS, name);
}
