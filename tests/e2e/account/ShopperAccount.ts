import { expect } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { OrderWidget } from '../order/OrderWidget';
import { origins } from '../support/origins';
import { PASSWORD_HASH_TIMEOUT_MS } from '../support/passwordHashing';
import { photoFile } from './photoFile';

export interface Shopper {
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string;
}

/** A new shopper for one run: an e-mail and a phone no other test uses (555-01xx numbers are for fiction, 555-xxxx is not checked). */
export function newShopper(tag: string): Shopper {
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    email: `${tag}-${unique}@example.com`,
    password: 'correct horse battery',
    firstName: 'Ada',
    lastName: 'Journey',
    phone: uniquePhone(),
  };
}

/** A valid US number (exchange 555) with four random last digits, written with dashes as a shopper types it. */
export function uniquePhone(): string {
  return `213-555-${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
}

/** The shopper's account through the API (one password hash); the answer's bearer token. */
export async function createAccount(request: APIRequestContext, shopper: Shopper, extra: Record<string, string> = {}): Promise<string> {
  const user = { email: shopper.email, password: shopper.password, first_name: shopper.firstName, last_name: shopper.lastName, ...extra };
  const answer = await request.post(`${origins().host}/api/v1/users`, { data: { user }, timeout: PASSWORD_HASH_TIMEOUT_MS });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { token: string }).token;
}

/**
 * The newest link a reset e-mail to this address holds, read where a person reads it: the demo site's outbox
 * page (the e2e host has no SMTP server, so mail goes to the outbox; the page answers only this machine).
 */
export async function resetLinkFromOutbox(page: Page, email: string): Promise<string> {
  await page.goto(`${origins().demo}/outbox.html`);
  await expect(page.getByRole('status')).toHaveText(/newest first/);
  const mail = page.getByRole('listitem').filter({ hasText: email }).filter({ hasText: 'Reset your password' }).first();
  const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(await mail.innerText());
  expect(link, 'a reset link in the e-mail').not.toBeNull();
  return link![0];
}

/**
 * The code the newest sign-in-code e-mail to this address holds (000 §1 flag mfa-check), read from the demo site's
 * outbox (the e2e host has no SMTP server); polled, as the host writes the row while answering the sign-in.
 */
export async function signInCodeFromOutbox(request: APIRequestContext, email: string): Promise<string> {
  const codeInMail = async () => {
    const outbox = (await (await request.get(`${origins().demo}/outbox.json`)).json()) as { messages: { kind: string; recipient: string; body: string }[] };
    const mail = outbox.messages.find((m) => m.recipient === email && m.kind === 'sign_in_code');
    return mail ? (/^([A-Z0-9]{6})$/m.exec(mail.body)?.[1] ?? null) : null;
  };
  await expect.poll(codeInMail, { message: 'a sign-in code e-mailed' }).not.toBeNull();
  return (await codeInMail())!;
}

/**
 * The shopper's account pages, on top of the order page object (any embedding): what a person does on each,
 * through the UI. Each step waits for the page it ends on; the ones that wait for a password hash wait long.
 */
export class ShopperAccount {
  constructor(readonly widget: OrderWidget) {}

  get root() {
    return this.widget.root;
  }

  field(label: string): Locator {
    return this.root.getByLabel(label, { exact: true });
  }

  /** The profile navigation of every /profile page (widget/ui/AccountFrame). */
  profileLink(name: string): Locator {
    return this.root.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name, exact: true });
  }

  accountMenu(name: string): Locator {
    return this.root.getByRole('button', { name: `Account menu, ${name}` });
  }

  /** /register: the form filled and sent; ends on the page registration goes to. */
  async register(shopper: Shopper): Promise<void> {
    await expect(this.widget.heading('Create your account', 1)).toBeVisible({ timeout: 30_000 });
    await this.field('E-mail').fill(shopper.email);
    await this.field('Password').fill(shopper.password);
    await this.field('First name').fill(shopper.firstName);
    await this.field('Last name').fill(shopper.lastName);
    await this.field('Phone (optional)').fill(shopper.phone);
    await this.widget.button('Create account').click();
    await expect(this.widget.heading('Create your account', 1)).toBeHidden({ timeout: PASSWORD_HASH_TIMEOUT_MS });
  }

  /** Header → the account menu of the shopper with this name → one of its links. */
  async openFromMenu(name: string, link: 'Profile' | 'Reservations' | 'ID documents' | 'Settings' | 'Log out'): Promise<void> {
    await this.accountMenu(name).click();
    await this.root.getByRole('list', { name: 'Your account' }).getByRole('link', { name: link, exact: true }).click();
  }

  /** Header → account menu → Log out. */
  async logOutFromMenu(name: string): Promise<void> {
    await this.openFromMenu(name, 'Log out');
    await expect(this.widget.heading('You are logged out', 1)).toBeVisible({ timeout: 30_000 });
    await expect(this.accountMenu(name)).toHaveCount(0);
  }

  /** On /login: signs in and waits until the widget has moved on. */
  async logIn(login: string, password: string): Promise<void> {
    await expect(this.widget.heading('Log in', 1)).toBeVisible({ timeout: 30_000 });
    await this.field('E-mail or phone').fill(login);
    await this.field('Password').fill(password);
    await this.widget.button('Log in').click();
    await expect(this.widget.heading('Log in', 1)).toBeHidden({ timeout: PASSWORD_HASH_TIMEOUT_MS });
  }

  /** On /profile/edit: a new phone, which the host takes only with the current password (001 §4). */
  async changePhone(phone: string, password: string): Promise<void> {
    await expect(this.widget.heading('Edit profile', 1)).toBeVisible({ timeout: 30_000 });
    const save = this.widget.button('Save changes');
    await expect(save).toBeDisabled();
    await this.field('Phone').fill(phone);
    await this.field('Current password').fill(password);
    await save.click();
    await expect(this.root.getByText('Profile has been updated', { exact: true })).toBeVisible({ timeout: PASSWORD_HASH_TIMEOUT_MS });
  }

  idCard(title: string): Locator {
    return this.root.getByRole('article', { name: title });
  }

  /** On /profile/identification: both sides of a medical card and a government photo ID, each from a file. */
  async uploadMedicalCardAndPhotoId(): Promise<void> {
    const { page } = this.widget;
    await expect(this.widget.heading('ID documents', 1)).toBeVisible({ timeout: 30_000 });
    await expect(this.idCard('Medical card')).toContainText('Not added');
    await this.root.getByLabel('Choose file for the front of the medical card').setInputFiles(await photoFile(page, 'image/jpeg', 'Medical card front'));
    await expect(this.idCard('Medical card')).toContainText('Needs the back side', { timeout: 30_000 });
    await this.root.getByLabel('Choose file for the back of the medical card').setInputFiles(await photoFile(page, 'image/png', 'Medical card back'));
    await expect(this.idCard('Medical card')).toContainText('Done', { timeout: 30_000 });
    await this.root.getByLabel('Choose file for the government photo ID').setInputFiles(await photoFile(page, 'image/jpeg', 'Driver license'));
    await expect(this.idCard('Government photo ID')).toContainText('Done', { timeout: 30_000 });
  }
}
