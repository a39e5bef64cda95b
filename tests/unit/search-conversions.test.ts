// The model-conversion groups built from the family rules: real cross-references, every group
// spanning at least two makers, ids stable, every shop model a family can make found once per class.
import { describe, expect, it } from 'vitest';
import { modelKey } from '../../domain/catalogue/model-key.ts';
import { coilClass, conversionRows } from '../../server/db/seed/conversions.ts';

const { groups, members } = conversionRows();
const membersOf = (groupId: number) => members.filter((m) => m.groupId === groupId);
const groupOf = (brandName: string, model: string) => {
  const m = members.find((x) => (x.brandName || x.label) === brandName && x.model === model);
  return m ? groups[m.groupId - 1]! : undefined;
};
const names = (groupId: number) => membersOf(groupId).map((m) => `${m.brandName || m.label} ${m.model}`);

describe('conversion groups', () => {
  it('are many, with ids 1..n, each spanning at least two makers', () => {
    expect(groups.length).toBeGreaterThan(2000);
    groups.forEach((g, i) => expect(g.id).toBe(i + 1));
    for (const g of groups) expect(new Set(membersOf(g.id).map((m) => m.brandName || m.label)).size).toBeGreaterThanOrEqual(2);
    for (const m of members) expect(m.modelKey).toBe(modelKey(m.model));
    expect(conversionRows()).toBe(conversionRows());
  });

  it('cross-reference bearing seals across makers, with the old national designation', () => {
    const g = groupOf('SKF', '6205-2RSH')!;
    expect(g).toMatchObject({ kind: 'deep-groove', innerDiameter: 25, outerDiameter: 52, width: 15 });
    expect(names(g.id)).toEqual(expect.arrayContaining(['NSK 6205DDU', 'FAG 6205-2RSR', 'NTN 6205LLU', 'KOYO 6205-2RS', 'HRB 6205-2RS', 'GB 旧型号 180205', 'SKF 6205-2RS1']));
    expect(names(g.id)).not.toContain('NSK 6205ZZ');
    const shields = groupOf('NSK', '6205ZZ')!;
    expect(names(shields.id)).toEqual(expect.arrayContaining(['SKF 6205-2Z', 'FAG 6205-2ZR', 'GB 旧型号 80205']));
    const lowFriction = groupOf('NTN', '6205LLB')!;
    expect(names(lowFriction.id)).toEqual(expect.arrayContaining(['SKF 6205-2RSL', 'NSK 6205VV', 'HRB 6205-2RZ']));
    const c3 = groupOf('SKF', '6205-2RSH/C3')!;
    expect(names(c3.id)).toEqual(expect.arrayContaining(['NSK 6205DDUC3', 'FAG 6205-2RSR-C3']));
    expect(c3.id).not.toBe(g.id);
    // Thin-section sizes: SKF 61805 is 6805 elsewhere.
    expect(names(groupOf('SKF', '61805-2RSH')!.id)).toContain('NSK 6805DDU');
    expect(groupOf('SKF', '30205J2/Q')!.standard).toBe('30205 圆锥滚子轴承');
    expect(names(groupOf('SKF', '30205J2/Q')!.id)).toEqual(expect.arrayContaining(['TIMKEN 30205', 'NSK HR30205J', 'NTN 4T-30205', 'KOYO 30205JR']));
  });

  it('cross-reference contactors, breakers, relays and cylinders', () => {
    expect(names(groupOf('Schneider', 'LC1D09M7C')!.id)).toEqual(expect.arrayContaining(['CHINT NXC-09 AC220V', 'CHINT CJX2-0910 AC220V', 'DELIXI CJX2s-0910 AC220V', 'ABB AX09-30-10-80']));
    expect(groupOf('Schneider', 'LC1D09M7C')).not.toBe(groupOf('Schneider', 'LC1D09Q7C'));
    expect(names(groupOf('CHINT', 'DZ47-60 1P C16')!.id)).toEqual(expect.arrayContaining(['Schneider iC65N 1P C16A', 'ABB S201-C16', 'Siemens 5SJ6116-7CR']));
    expect(names(groupOf('Omron', 'MY2N-J DC24')!.id)).toEqual(expect.arrayContaining(['Schneider RXM2LB2BD', 'CHINT JZX-22F(D)/2Z DC24V']));
    expect(names(groupOf('SMC', 'MDBB50-100Z')!.id)).toEqual(expect.arrayContaining(['Festo DSBC-50-100-PPVA-N3', 'AirTAC SC50X100S', 'CKD SCA2-00-50B-100']));
    expect(names(groupOf('SMC', 'MDBB50-100Z')!.id)).not.toContain('AirTAC SC50X100');
    expect(names(groupOf('SMC', 'CDQ2B32-20DZ')!.id)).toEqual(expect.arrayContaining(['AirTAC SDA32X20S', 'Festo ADN-32-20-I-P-A']));
  });

  it('read coil voltages as classes', () => {
    expect(coilClass('AC220-230V')).toBe('AC220V');
    expect(coilClass('AC230V')).toBe('AC220V');
    expect(coilClass('AC380-400V')).toBe('AC380V');
    expect(coilClass('AC110/120V')).toBe('AC110V');
    expect(coilClass('DC24V')).toBe('DC24V');
  });
});
