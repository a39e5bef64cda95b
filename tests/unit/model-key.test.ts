import { describe, expect, it } from 'vitest';
import { modelKey, namesModel, toHalfWidth } from '../../domain/catalogue/model-key.ts';

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
