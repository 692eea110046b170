import { expect, test, type Page } from '@playwright/test';
import { LANGUAGE_CODES, localizedPath, type Language } from '../src/languages/languages';
import { ROUTE_ENTRIES } from '../src/routes/table';
import {
  UNSEEN_SHIFT,
  axeClean,
  hydrated,
  layoutShifts,
  shiftScore,
  throttleCpu,
  watchConsole,
} from './helpers';
import { expectClearOfChatButton } from './beside-chat';
import { CHAT_LABEL as ARABIC_CHAT_LABEL } from '../src/content/ar/shell';
import { CHAT_LABEL as ENGLISH_CHAT_LABEL } from '../src/content/en/shell';

/**
 * What issue #28 asks of each language's pages: the direction, the switch link's word, and the
 * chat button's name as the language's content says it.
 */
const EXPECTED: Record<
  Language,
  { dir: 'ltr' | 'rtl'; name: string; other: Language; chat: string }
> = {
  en: { dir: 'ltr', name: 'English', other: 'ar', chat: ENGLISH_CHAT_LABEL },
  ar: { dir: 'rtl', name: 'العربية', other: 'en', chat: ARABIC_CHAT_LABEL },
};

/** Every page of every language, with its twin in the other. */
const PAGES = LANGUAGE_CODES.flatMap((language) =>
  ROUTE_ENTRIES.map((entry) => ({
    language,
    path: localizedPath(entry.path, language),
    twin: localizedPath(entry.path, EXPECTED[language].other),
  })),
);

/** Arabic letters (the basic block): a heading in Arabic has some. */
const ARABIC_LETTERS = /[\u0621-\u064a]/;

// The control of the reading below: a page whose text a late banner pushes down scores above the
// threshold, so a reading that saw nothing could not pass every page. (Late: a shift within half a
// second of the last input, and setting the content is one, counts as the visitor's own.)
test('a shift after the first paint is seen: a banner inserted above the text', async ({
  page,
}) => {
  await page.setContent(`<p style="font-size:40px">Text the banner moves down</p>
    <script>setTimeout(() =>
      document.body.insertAdjacentHTML('afterbegin', '<div style="height:300px">banner</div>'), 700)</script>`);
  await page.waitForFunction(() => document.body.firstElementChild?.textContent === 'banner');
  expect(shiftScore(await layoutShifts(page))).toBeGreaterThan(UNSEEN_SHIFT);
});

/**
 * Loads a page and checks what holds of every page at any width: it answers 200 in its language;
 * it has one h1, a title, and hydrates with no error or warning. With `shifts`, the load runs on a
 * CPU slowed fourfold and what the page fills in or hydrates after it has loaded (the footer, the
 * small-business plans link, the managed packages, the booking form's date and hour) must take
 * the room its prerendered HTML held, so nothing a visitor sees moves (`UNSEEN_SHIFT`). Leaves
 * the page at full speed, for the caller's checks of the same load.
 */
async function load(
  page: Page,
  path: string,
  language: Language,
  { shifts }: { shifts: boolean },
): Promise<void> {
  const problems = watchConsole(page);
  const fullSpeed = shifts ? await throttleCpu(page) : null;
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  if (fullSpeed) {
    const seen = await layoutShifts(page);
    expect(shiftScore(seen), JSON.stringify(seen)).toBeLessThan(UNSEEN_SHIFT);
    await fullSpeed();
  }

  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('html')).toHaveAttribute('dir', EXPECTED[language].dir);
  await expect(page.locator('h1')).toHaveCount(1);
  if (language === 'ar') await expect(page.locator('h1')).toHaveText(ARABIC_LETTERS);
  await expect(page).toHaveTitle(/\|/);
  // React's hydration errors (418, 423, 425) and warnings come through the console.
  expect(problems).toEqual([]);
}

// One load of each page at each width, checked for all that width shows, rather than a load for
// each check: 112 page loads instead of the 280 of a load per check and width. Layout shifts are
// read on a slowed CPU at both widths in English and at the desktop's in Arabic: the parts that
// fill in late are the same components in both languages, and at 375 px the English run has
// them (an Arabic phone load at full speed still checks everything else).
test.describe('at 375 px, a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  for (const { language, path } of PAGES)
    test(`${path}: ${language === 'en' ? 'moves nothing while it loads and hydrates; ' : ''}nothing wider than the screen`, async ({
      page,
    }) => {
      await load(page, path, language, { shifts: language === 'en' });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
});

test.describe('at 1280 px, a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const { language, path, twin } of PAGES)
    test(`${path}: moves nothing while it loads and hydrates; links to ${twin}; clear of the chat button; no axe violation`, async ({
      page,
    }) => {
      await load(page, path, language, { shifts: true });
      // The switch: the same page in the other language, named in that language.
      const other = EXPECTED[language].other;
      const link = page.locator('a[hreflang]:visible', { hasText: EXPECTED[other].name });
      await expect(link).toHaveAttribute('href', twin);
      await expect(link).toHaveAttribute('hreflang', other);
      await expect(link).toHaveAttribute('lang', other);
      // The chat button, named in the page's language.
      await expect(
        page.getByRole('link', { name: EXPECTED[language].chat, exact: true }),
      ).toBeVisible();
      await expectClearOfChatButton(page, EXPECTED[language].dir);
      await axeClean(page);
    });
});
