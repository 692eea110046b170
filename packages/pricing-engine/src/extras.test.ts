import { describe, expect, it } from 'vitest';
import { chosenExtras } from './extras';

describe('chosenExtras', () => {
  it('names the chosen add-ons and licences, as site-core.md §9 lists them', () => {
    expect(
      chosenExtras({
        addons: { avMgmt: true, ms365Admin: true, backupMon: false },
        licenses: { m365Backup: true, endpointProt: true },
      }),
    ).toEqual({
      addons: ['Antivirus management', 'Microsoft 365 admin pack'],
      licenses: ['Endpoint protection', 'Microsoft 365 backup'],
    });
  });

  it('names nothing for an environment without extras, or with flags that are not truly set', () => {
    expect(chosenExtras({})).toEqual({ addons: [], licenses: [] });
    expect(chosenExtras({ addons: { avMgmt: 'no' as unknown as boolean } })).toEqual({
      addons: [],
      licenses: [],
    });
  });
});
