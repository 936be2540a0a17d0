import type { LegalTextPage } from '../../../shared/types';

// Canopy's default text for each legal page of 000 §2, in the limited markdown of legalMarkdown.ts, shown until the
// store's operator sets its own (store setting legal_texts, docs/api-admin.md). Plain, general wording a
// dispensary's storefront needs; it states what the storefront does and is not legal advice to anyone.
export const DEFAULT_LEGAL_UPDATED = 'Last updated: November 26, 2026';

const AGE_AND_MEDICAL = `## Age and medical notice

You must be 21 or older to use this storefront for adult-use purchases, or 18 or older with a valid medical cannabis recommendation or card where the law of your state allows medical purchases. The store checks a valid government-issued photo ID, and a medical card where one is needed, at pickup, curbside or delivery, and will not hand over an order without it.

Cannabis products are for use only by adults and where the law allows them. Keep them out of the reach of children and pets. Do not drive or operate machinery after using them. Using cannabis while pregnant or breastfeeding may harm your baby.

Product descriptions, effects, potency figures and reviews on this storefront are information, not medical advice. They have not been evaluated by the Food and Drug Administration, and no product is meant to diagnose, treat, cure or prevent any disease. Talk to a licensed health-care provider before using cannabis, especially if you take medication or have a medical condition.`;

export const DEFAULT_LEGAL_TEXTS: Readonly<Record<LegalTextPage, string>> = {
  terms: `${DEFAULT_LEGAL_UPDATED}

These terms cover your use of this online menu, run for the licensed dispensary named on its pages ("the store"). By browsing the menu or placing a reservation you accept them. If you do not accept them, please do not use the storefront.

${AGE_AND_MEDICAL}

## Reservations, not sales

An order placed here is a reservation. The sale happens at the store, at pickup, curbside or delivery, once your age and identity are checked. The store may cancel a reservation, for example when an item is no longer in stock, when a purchase limit would be exceeded, or when ID cannot be verified.

## Prices, specials and availability

Menus, prices, specials and stock can change without notice and may contain mistakes. The price you pay is confirmed by the store when the sale is completed, including the taxes that apply. State purchase limits apply to every order.

## Your account

Keep your password to yourself and tell the store if you think someone else has used your account. You are responsible for the information you give being true.

## Changes and contact

The store may change these terms; the date at the top shows when they last changed. For questions about an order or these terms, contact the store using the details on its page.`,

  brands_terms: `${DEFAULT_LEGAL_UPDATED}

Brand names, logos and product images on this storefront belong to their owners and appear so that you can find their products at this store. Their appearance does not mean that a brand endorses the store, or the store the brand.

## Brand specials

A brand special applies only while it is shown as active, to the products and weights it names, and under the conditions shown with it. Brand specials may end early or be limited by stock, and may not combine with other offers.

## Product information

Product details come from the brands and the store and can change. Check the package label at the store, which is the reference for potency and ingredients.`,

  data_terms: `${DEFAULT_LEGAL_UPDATED}

This page explains what data this storefront handles to run the menu and your reservations. The privacy policy says more about your choices.

## What is collected

- What you enter: your name, phone number, e-mail address, date of birth and, for delivery, your address.
- Your reservations and your bag.
- A random device identifier kept in a cookie or in your browser's storage, so that your bag and guest orders can be found again.
- Basic technical information, such as the pages viewed and errors, to keep the storefront working.

## How long it is kept

Reservation records are kept as long as the store's licence and state rules require. Other data is kept only as long as it is needed for the purpose it was collected for.

## Who it is shared with

Your reservation goes to the store that fills it. Service providers who host and operate the storefront handle data only on the store's behalf. Data is disclosed to authorities only where the law requires it.`,

  dispensary_terms: `${DEFAULT_LEGAL_UPDATED}

These terms describe how dispensaries appear on this storefront.

## Listings and menus

Each store is responsible for its menu: that its products, prices, potency figures and stock are accurate, and that what it offers complies with its licence and with state law.

## Reservations

Reservations are passed to the store that receives them. The store confirms, prepares and completes them, checks age and identity, and may cancel a reservation it cannot fill.

## Compliance

Stores keep the records their licence requires and apply the purchase limits of their state to every order.`,

  ada: `${DEFAULT_LEGAL_UPDATED}

This storefront aims to be usable by everyone, and is built to follow the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA: it can be used with a keyboard alone, works with screen readers, and supports zoom and reduced motion.

## Known limitations

Some product photos and descriptions come from brands and may lack a full text description.

## Get help or report a barrier

If something on this storefront is hard to use, contact the store using the details on its page. The store can help you find products and place a reservation, and will use your report to improve the storefront.`,

  privacy_policy: `${DEFAULT_LEGAL_UPDATED}

This policy explains how your personal information is handled when you use this storefront.

## What is collected and why

- Contact details and date of birth, to hold your reservation, check your age and let the store reach you about your order.
- Your reservations and bag, to fill your order and show your order history.
- A random device identifier, so that your bag and guest orders can be found again on this device.
- Usage and error information, to keep the storefront working and improve it.

## Cookies and analytics

The storefront keeps one cookie or browser-storage entry holding a random device identifier. The store may measure how its menu is used; those measurements do not include your name, e-mail address or phone number.

## Your rights

Depending on where you live, you may ask to see, correct or delete your personal information, or to opt out of its sale or sharing. Contact the store using the details on its page to make a request. You will not be treated differently for making one.

## Security

Your information is sent over encrypted connections, and access to it is limited to those who need it to fill your order.

## Contact

For questions about this policy, contact the store using the details on its page.`,

  do_not_sell: `${DEFAULT_LEGAL_UPDATED}

You have the right to opt out of the sale or sharing of your personal information.

## How your information is used

Your personal information is used to fill your reservations and run this storefront. It is not sold for money. Measuring how the menu is used may count as sharing under some state laws.

## How to opt out

Contact the store using the details on its page and ask it not to sell or share your personal information. Browsers that send a Global Privacy Control signal are treated as having asked.

## Confirmation

The store confirms your request and acts on it. You do not need an account to opt out, and you will not be treated differently for doing so.`,
};
