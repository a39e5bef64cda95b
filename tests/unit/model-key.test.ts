import { describe, expect, it } from 'vitest';
import { brandKey } from '../../domain/catalogue/brand-key.ts';
import { modelKey, namesModel } from '../../domain/catalogue/model-key.ts';
import { toHalfWidth } from '../../domain/shared/half-width.ts';

describe('modelKey', () => {
  it.each([
    ['6205-2RS', '62052RS'],
    ['6205 2rs', '62052RS'],
    ['ＳＹ５１２０－５ＬＺＤ－０１', 'SY51205LZD01'],
    ['NU2210 ECP', 'NU2210ECP'],
    ['6205-2RSH/C3', '62052RSHC3'],
    ['M8x30', 'M8X30'],
    ['3RT2015-1AP01', '3RT20151AP01'],
    ['E3Z.D61', 'E3ZD61'],
    ['\u3000lc1d09m7c\u3000', 'LC1D09M7C'],
  ])('%s -> %s', (input, key) => {
    expect(modelKey(input)).toBe(key);
  });

  it.each([
    ['Y-100 0-0.6MPa G1/2', 'Y10000.6MPAG12'],
    ['Y-100 0-06MPa G1/2', 'Y100006MPAG12'],
    ['Y-100 0-2.5MPa G1/2', 'Y10002.5MPAG12'],
    ['Y-100 0-25MPa G1/2', 'Y100025MPAG12'],
    ['Ｙ－１００　０－０．６ＭＰａ', 'Y10000.6MPA'],
    ['M20×1.5', 'M20×1.5'],
    ['V1.2.3', 'V1.2.3'],
    ['1..2', '12'],
    ['1. 5', '15'],
    ['A.1', 'A1'],
    ['1.B', '1B'],
    ['.5', '5'],
    ['6.', '6'],
  ])('a dot counts only between two digits: %s -> %s', (input, key) => {
    expect(modelKey(input)).toBe(key);
  });

  it('keeps 0.6 and 06 apart, and finds 6205-2RS by 62052rs', () => {
    expect(modelKey('0-0.6MPa')).not.toBe(modelKey('0-06MPa'));
    expect(modelKey('0-2.5MPa')).not.toBe(modelKey('0-25MPa'));
    expect(modelKey('62052rs')).toBe(modelKey('6205-2RS'));
    expect(modelKey('6205.2RS')).toBe('6205.2RS');
  });

  it('keeps Chinese characters and folds full-width ASCII (brackets too)', () => {
    expect(toHalfWidth('深沟球轴承（６２０５）')).toBe('深沟球轴承(6205)');
    expect(modelKey('深沟球 轴承')).toBe('深沟球轴承');
  });
});

describe('namesModel', () => {
  it('takes the model alone or with its brand before or after it', () => {
    expect(namesModel('6205DDU', 'NSK', '6205DDU')).toBe(true);
    expect(namesModel('NSK 6205DDU', 'NSK', '6205DDU')).toBe(true);
    expect(namesModel('6205ddu nsk', 'NSK', '6205DDU')).toBe(true);
    expect(namesModel('NSK 6205DDU', 'SKF', '6205-2RSH')).toBe(false);
    expect(namesModel('SKF 6205DDU', 'NSK', '6205DDU')).toBe(false);
    expect(namesModel('', 'NSK', '6205DDU')).toBe(false);
    expect(namesModel('180205', '', '180205')).toBe(true);
  });
});

describe('brandKey', () => {
  it('compares brand words without case, spaces and company suffixes', () => {
    expect(brandKey('上海自动化仪表有限公司')).toBe('上海自动化仪表');
    expect(brandKey('skf 轴承')).toBe('SKF');
    expect(brandKey(' Sinopec  Great Wall ')).toBe('SINOPECGREATWALL');
    expect(brandKey('东华')).toBe('东华');
  });
});
