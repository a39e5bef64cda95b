// Typed quantities are read as typed (issue 12, item 4): no silent rewriting.
import { describe, expect, it } from 'vitest';
import { fitQuantity, readQuantityText, settleTypedQuantity } from '../../domain/cart/quantity-text.ts';

describe('readQuantityText', () => {
  it.each([
    ['-5', '购买数量不能为负数'],
    ['12.5', '购买数量须为整数，不能有小数'],
    ['1e3', '请输入数字'],
    ['abc', '请输入数字'],
    ['5个', '请输入数字'],
    ['100000', '单次最多购买 99999 件'],
    ['999999999', '单次最多购买 99999 件'],
  ])('refuses %s: %s', (text, message) => {
    expect(readQuantityText(text)).toEqual({ kind: 'invalid', message });
  });

  it('reads whole numbers, full-width digits and blanks', () => {
    expect(readQuantityText(' 12 ')).toEqual({ kind: 'number', num: 12 });
    expect(readQuantityText('１２')).toEqual({ kind: 'number', num: 12 });
    expect(readQuantityText('99999')).toEqual({ kind: 'number', num: 99999 });
    expect(readQuantityText('0')).toEqual({ kind: 'number', num: 0 });
    expect(readQuantityText('')).toEqual({ kind: 'empty' });
    expect(readQuantityText('100000', '个')).toEqual({ kind: 'invalid', message: '单次最多购买 99999 个' });
  });
});

describe('fitQuantity', () => {
  const rule = { min: 5, pack: 2 };
  it('raises to the minimum in whole packs, rounds up to packs, lowers to the most, and says so', () => {
    expect(fitQuantity(1, rule, '个')).toEqual({ num: 6, note: '最小起订量为 6个，已调整为 6' });
    expect(fitQuantity(7, rule, '个')).toEqual({ num: 8, note: '须按整包购买（每包 2个），已调整为 8' });
    expect(fitQuantity(8, rule, '个')).toEqual({ num: 8, note: null });
    expect(fitQuantity(40, rule, '个', 20)).toEqual({ num: 20, note: '当前最多可购买 20个，已调整为 20' });
    expect(fitQuantity(21, rule, '个', 20)).toEqual({ num: 20, note: '当前最多可购买 20个，已调整为 20' });
  });
});

describe('settleTypedQuantity', () => {
  const rule = { min: 5, pack: 2 };
  it('refuses what cannot be read, keeps a blank, and fits a number with its note', () => {
    expect(settleTypedQuantity('-5', rule, '个')).toEqual({ kind: 'refused', message: '购买数量不能为负数' });
    expect(settleTypedQuantity('  ', rule, '个')).toEqual({ kind: 'empty' });
    expect(settleTypedQuantity('7', rule, '个')).toEqual({ kind: 'fitted', num: 8, note: '须按整包购买（每包 2个），已调整为 8' });
    expect(settleTypedQuantity('８', rule, '个')).toEqual({ kind: 'fitted', num: 8, note: null });
    expect(settleTypedQuantity('40', rule, '个', 20)).toEqual({ kind: 'fitted', num: 20, note: '当前最多可购买 20个，已调整为 20' });
  });
});
