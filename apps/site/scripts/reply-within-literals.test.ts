import { join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { replyWithinLiterals } from './reply-within-literals';

const content = join(import.meta.dirname, '..', 'src', 'content');

/**
 * A language's contact copy as the site builds it for the browser (constants inlined, minified),
 * with or without the plugin: the code of its one file.
 */
async function builtContactCopy(language: 'en' | 'ar', withPlugin: boolean): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: withPlugin ? [replyWithinLiterals()] : [],
    build: {
      write: false,
      rollupOptions: {
        input: join(content, language, 'contact.ts'),
        preserveEntrySignatures: 'exports-only',
        optimization: { inlineConst: { mode: 'all' } },
      },
    },
  })) as Rolldown.RolldownOutput;
  expect(output.output).toHaveLength(1);
  return output.output[0].code;
}

describe('replyWithinLiterals', () => {
  it('leaves the browser a sentence as one literal, and nothing of the promises or their wording', async () => {
    const [english, arabic, englishAsRead, arabicAsRead] = await Promise.all([
      builtContactCopy('en', true),
      builtContactCopy('ar', true),
      builtContactCopy('en', false),
      builtContactCopy('ar', false),
    ]);
    expect(english).toMatch(/sentText:(["'`])Thank you\. We will reply within 24 hours\.\1/);
    expect(arabic).toMatch(/sentText:(["'`])شكرًا لك\. سنرد عليك خلال 24 ساعة\.\1/);
    // The copy alone: no function, and no promise's data (`kind: 'hours'`) beside it.
    for (const code of [english, arabic]) expect(code).not.toMatch(/function|=>|kind:/);
    // Read as a module like any other, the copy ships the promises and the functions wording them.
    for (const code of [englishAsRead, arabicAsRead]) {
      expect(code).toMatch(/function/);
      expect(code).toMatch(/kind:/);
    }
  });
});
