// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../../src/lib/download/csv';

describe('CSV export (RFC 4180, no formula injection)', () => {
  it.each([
    ['plain', '1#空压机', '1#空压机'],
    ['comma', 'a,b', '"a,b"'],
    ['quote', 'say "hi"', '"say ""hi"""'],
    ['line break', 'a\nb', '"a\nb"'],
    ['formula =', '=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['formula +', '+1', "'+1"],
    ['formula @', '@SUM(A1)', "'@SUM(A1)"],
    ['number', 4.5, '4.5'],
    ['negative number stays a number', -2, '-2'],
    ['not a number', Number.NaN, ''],
    ['nothing', null, ''],
    ['boolean', true, 'true'],
  ])('%s', (_name, value, written) => expect(csvCell(value)).toBe(written));

  it('writes a header and rows with CRLF', () => {
    expect(toCsv(['设备', '值'], [['泵', 1], ['风机', 2.5]])).toBe('设备,值\r\n泵,1\r\n风机,2.5');
  });
});
