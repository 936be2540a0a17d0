import { expect, test } from '@playwright/test';
import { ShopperAccount, createAccount, newShopper, signInCodeFromOutbox } from '../account/ShopperAccount';
import { OrderWidget } from '../order/OrderWidget';
import { PASSWORD_HASH_TIMEOUT_MS } from '../support/passwordHashing';

// 000 §1 and 001 §6 flag mfa-check, forced on by the partner page's ?featureFlagsOn=mfa-check: the password alone
// signs nobody in; the code e-mailed to the account (read from the demo outbox) does. 001 §4: whitespace stripped,
// and the field sends the code by itself once it holds 6 letters and digits.
for (const embedding of ['iframe', 'frameless'] as const) {
  test(`${embedding}: with ?featureFlagsOn=mfa-check, sign in → the e-mailed code → signed in`, async ({ page, request }, testInfo) => {
    // Two password hashes: the account and the sign-in.
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 375, height: 812 });
    const shopper = newShopper('mfa');
    await createAccount(request, shopper);
    const widget = await OrderWidget.open(page, embedding, '/login', 'featureFlagsOn=mfa-check');
    const account = new ShopperAccount(widget);

    await expect(widget.heading('Log in', 1)).toBeVisible({ timeout: 30_000 });
    await account.field('E-mail or phone').fill(shopper.email);
    await account.field('Password').fill(shopper.password);
    await widget.button('Log in').click();
    await expect(widget.heading('Enter your code', 1)).toBeVisible({ timeout: PASSWORD_HASH_TIMEOUT_MS });
    const codeField = account.field('Verification code');
    await expect(codeField).toBeFocused();
    await expect(account.accountMenu(shopper.firstName)).toHaveCount(0);
    // The step at a phone's width, below the partner page's sticky header: looked at by a person, not compared.
    await widget.heading('Enter your code', 1).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -160));
    await page.screenshot({ path: testInfo.outputPath(`code-step-375-${embedding}.png`) });

    const code = await signInCodeFromOutbox(request, shopper.email);
    // Typed as a person might copy it: lower case, with a space; the sixth character sends it.
    await codeField.pressSequentially(`${code.slice(0, 3).toLowerCase()} ${code.slice(3)}`);
    await expect(widget.heading('Enter your code', 1)).toBeHidden({ timeout: 30_000 });
    await expect(account.accountMenu(shopper.firstName)).toBeVisible({ timeout: 30_000 });
  });
}
