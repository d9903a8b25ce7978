import type { Locator } from '@playwright/test';
import { expect, screenshot, test, VIEWPORTS } from '../support/fixtures.ts';
import { DEMO, freshEmail, signIn, signInViaApi } from '../support/auth.ts';

const caret = (input: Locator) => input.evaluate((el) => (el as HTMLInputElement).selectionStart);

test.describe('the phone field at 375 px', () => {
  test.use({ viewport: VIEWPORTS.mobile });

  test('on /add-info the caret stays where the student edits; Backspace after a hyphen deletes a digit', async ({
    page,
  }) => {
    await signIn(page, freshEmail('phone'));
    await expect(page).toHaveURL(/\/add-info$/);
    const phone = page.getByLabel(/^전화번호/);
    await phone.pressSequentially('01012345678');
    await expect(phone).toHaveValue('010-1234-5678');

    // the caret right after the second hyphen; Backspace takes the 4 before it, and the caret stays there
    await page.keyboard.press('End');
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowLeft');
    expect(await caret(phone)).toBe(9);
    await page.keyboard.press('Backspace');
    await expect(phone).toHaveValue('010-1235-678');
    expect(await caret(phone)).toBe(7);

    // typing the 4 back puts it where the caret is, and the caret after it
    await page.keyboard.type('4');
    await expect(phone).toHaveValue('010-1234-5678');
    expect(await caret(phone)).toBe(8);

    // a digit fixed in the middle of the number
    await page.keyboard.press('Home');
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('9');
    await expect(phone).toHaveValue('010-9234-5678');
    expect(await caret(phone)).toBe(5);
    await screenshot(page, 'profile-phone-add-info-mobile');
  });
});

test.describe('the phone field at 1440 px', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('on /mypage/update Backspace right after a hyphen deletes the digit before it', async ({ page }) => {
    await signInViaApi(page, DEMO.student, '/mypage/update');
    const phone = page.getByLabel(/^전화번호/);
    await expect(phone).toHaveValue(/^010-\d{4}-\d{4}$/);
    const before = await phone.inputValue();
    await phone.click();
    await page.keyboard.press('Home');
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Backspace');
    const digits = before.replace(/\D/g, '');
    const expected = `${digits.slice(0, 2)}${digits.slice(3)}`;
    await expect(phone).toHaveValue(`${expected.slice(0, 3)}-${expected.slice(3, 7)}-${expected.slice(7)}`);
    expect(await caret(phone)).toBe(2);
    await page.keyboard.type('0');
    await expect(phone).toHaveValue(before);
    expect(await caret(phone)).toBe(3);
    await screenshot(page, 'profile-phone-update-desktop');
  });
});
