import { describe, expect, it } from 'vitest';
import { SPEC } from '../test/spec';
import { ADDON_CATALOGUE, LICENSE_CATALOGUE } from './catalogue';

describe('the add-on and licence catalogue', () => {
  it('lists the spec’s four add-ons at their flat monthly rates', () => {
    expect(Object.fromEntries(ADDON_CATALOGUE.map((a) => [a.id, a.monthly]))).toEqual(SPEC.addons);
  });

  it('lists the spec’s licences, per user or per server', () => {
    expect(LICENSE_CATALOGUE.map((l) => [l.id, l.rate, l.per])).toEqual([
      ['endpointProt', SPEC.licensesPerUser.endpointProt, 'user'],
      ['dataBackupUser', SPEC.licensesPerUser.dataBackupUser, 'user'],
      ['dataBackupServer', SPEC.serverBackup, 'server'],
      ['m365Backup', SPEC.licensesPerUser.m365Backup, 'user'],
    ]);
  });
});
