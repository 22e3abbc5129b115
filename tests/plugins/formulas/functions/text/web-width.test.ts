import { describe } from 'vitest';
import { table } from './table.js';

describe('ENCODEURL, JIS, DBCS, REGEXTEST', () => {
  table([
    ['ENCODEURL', ['http://contoso.sharepoint.com/teams/Finance/April Reports.xlsx'], 'http%3A%2F%2Fcontoso.sharepoint.com%2Fteams%2FFinance%2FApril%20Reports.xlsx'],
    ['ENCODEURL', ["a!b'(c)*~-_."], 'a%21b%27%28c%29%2A~-_.'],
    ['ENCODEURL', ['é'], '%C3%A9'],
    ['ENCODEURL', ['\ud800'], '#VALUE!'],
    ['JIS', ['ABC 123'], 'ＡＢＣ\u3000１２３'],
    ['DBCS', ['a!'], 'ａ！'],
    ['ASC', [['JIS', 'x'].join('')], 'JISx'],
    ['REGEXTEST', ['alpha', '^a'], true],
    ['REGEXTEST', ['Alpha', '^a'], false],
    ['REGEXTEST', ['Alpha', '^a', 1], true],
    ['REGEXTEST', ['Alpha', '^a', 2], '#VALUE!'],
    ['REGEXTEST', ['Alpha', '('], '#VALUE!'],
  ]);
});
