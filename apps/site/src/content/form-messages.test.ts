import { FORM_MESSAGES_EN } from '@acme/forms-client';
import { FORM_MESSAGES_AR } from '@acme/forms-client/ar';
import { describe, expect, it } from 'vitest';
import * as ar from './ar/form-messages';
import * as en from './en/form-messages';

describe('the forms’ messages of each language', () => {
  it('say the specification’s English on English pages: no translation is loaded', async () => {
    expect(await en.loadFormsSay()).toBeUndefined();
    expect(en.CLIENT_UNAVAILABLE).toBe(FORM_MESSAGES_EN.forms.contact.network);
  });

  it('say the forms client’s Arabic on Arabic pages, even when the client cannot load', async () => {
    const say = await ar.loadFormsSay();
    expect(say?.(FORM_MESSAGES_EN.invalidEmail)).toBe(FORM_MESSAGES_AR.invalidEmail);
    expect(say?.(FORM_MESSAGES_EN.forms.booking.required[1])).toBe(
      FORM_MESSAGES_AR.forms.booking.required[1],
    );
    expect(ar.CLIENT_UNAVAILABLE).toBe(FORM_MESSAGES_AR.forms.contact.network);
  });
});
