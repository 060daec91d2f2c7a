import { describe, expect, it } from 'vitest';
import { foldText } from './fold-text';
import { checkVoterQuery, searchVoters, type VoterQuery } from './voter-search';

interface TestVoter {
  id: number;
  name: string;
  surname: string;
  list_number: number;
  folded: string;
}

function voter(id: number, name: string, surname: string, list_number = id): TestVoter {
  return { id, name, surname, list_number, folded: foldText(`${name} ${surname}`) };
}

const voters: TestVoter[] = [
  voter(1, 'Ana', 'Hoxha'),
  voter(2, 'Ërmal', 'Çela'),
  voter(3, 'Hoxha', 'Ana'),
  voter(4, 'Amar', 'Leka'),
  voter(5, 'Maria', 'Kola'),
  voter(6, 'Ana', 'Anastasi'),
  voter(7, 'Erjon', 'Cela', 12),
  voter(8, 'Besa', 'Lleshi', 120),
  voter(9, 'Drita', 'Marku', 112),
  voter(10, 'Ana', 'Van Dyk'),
];

function ids(query: Partial<VoterQuery>): number[] {
  const result = searchVoters(voters, { general: '', listNumber: '', ...query });
  if (result.kind === 'invalid') throw new Error(`unexpected validation error ${result.errors.join(',')}`);
  return result.voters.map((v) => v.id);
}

function errors(query: Partial<VoterQuery>): string[] {
  const result = searchVoters(voters, { general: '', listNumber: '', ...query });
  return result.kind === 'invalid' ? result.errors : [];
}

describe('searchVoters: empty search', () => {
  it('returns every voter, in order, as kind "empty" when nothing is entered', () => {
    const result = searchVoters(voters, { general: '', listNumber: '' });
    expect(result.kind).toBe('empty');
    expect(result.kind !== 'invalid' && result.voters).toBe(voters);
  });

  it('treats whitespace-only fields as empty', () => {
    expect(searchVoters(voters, { general: '   ', listNumber: ' ' }).kind).toBe('empty');
  });
});

describe('searchVoters: general field', () => {
  it('refuses fewer than 3 characters', () => {
    expect(errors({ general: 'an' })).toEqual(['general-too-short']);
    expect(errors({ general: '  an  ' })).toEqual(['general-too-short']);
    expect(errors({ general: 'a' })).toEqual(['general-too-short']);
  });

  it('accepts exactly 3 characters, a space included', () => {
    expect(ids({ general: 'ana' })).toEqual([1, 6, 10]);
    expect(ids({ general: 'a h' })).toEqual([1]);
  });

  it('matches the name by prefix, not anywhere in it', () => {
    expect(ids({ general: 'mar' })).toEqual([5]); // not Amar, not Marku (a surname)
  });

  it('ignores case', () => {
    expect(ids({ general: 'ANA' })).toEqual([1, 6, 10]);
    expect(ids({ general: 'aNa HOX' })).toEqual([1]);
  });

  it('treats ë as e in both the query and the data', () => {
    expect(ids({ general: 'erm' })).toEqual([2]);
    expect(ids({ general: 'ërj' })).toEqual([7]);
  });

  it('treats ç as c in both the query and the data', () => {
    expect(ids({ general: 'er cel' })).toEqual([2, 7]);
    expect(ids({ general: 'er çel' })).toEqual([2, 7]);
  });

  it('reads the first word as the name and the second as the surname', () => {
    expect(ids({ general: 'ana hox' })).toEqual([1]); // not Hoxha Ana
    expect(ids({ general: 'hox ana' })).toEqual([3]);
  });

  it('does not match a single word against the surname', () => {
    expect(ids({ general: 'hox' })).toEqual([3]);
    expect(ids({ general: 'kol' })).toEqual([]);
  });

  it('matches the surname by prefix only', () => {
    expect(ids({ general: 'ana ast' })).toEqual([]);
    expect(ids({ general: 'ana anas' })).toEqual([6]);
  });

  it('collapses repeated spaces and accepts compound surnames', () => {
    expect(ids({ general: '  ana    hoxha ' })).toEqual([1]);
    expect(ids({ general: 'ana van d' })).toEqual([10]);
  });

  it('returns kind "matches" with no voters when nothing fits', () => {
    expect(searchVoters(voters, { general: 'zzz', listNumber: '' })).toEqual({ kind: 'matches', voters: [] });
  });
});

describe('searchVoters: list number', () => {
  it('matches the list number exactly', () => {
    expect(ids({ listNumber: '12' })).toEqual([7]); // not 112 or 120
    expect(ids({ listNumber: ' 1 ' })).toEqual([1]);
  });

  it('refuses zero, negatives, decimals, exponents and letters', () => {
    for (const bad of ['0', '-1', '1.5', '1e2', 'abc', '12a', '+3']) {
      expect(errors({ listNumber: bad }), bad).toEqual(['list-number-invalid']);
    }
  });

  it('combines with the general field (both must hold)', () => {
    expect(ids({ general: 'erjon', listNumber: '12' })).toEqual([7]);
    expect(ids({ general: 'ana', listNumber: '12' })).toEqual([]);
  });

  it('reports both errors at once', () => {
    expect(errors({ general: 'ab', listNumber: '0' })).toEqual(['general-too-short', 'list-number-invalid']);
  });
});

describe('checkVoterQuery', () => {
  it('splits and folds the general field into name and surname prefixes', () => {
    expect(checkVoterQuery({ general: 'Ërmal  Çel', listNumber: '7' })).toEqual({
      ok: true,
      empty: false,
      criteria: { name: 'ermal', surname: 'cel', listNumber: 7 },
    });
  });
});

describe('searchVoters on 10 000 voters', () => {
  it('finds the right voters (the time it takes is printed, not asserted)', () => {
    const names = ['Ana', 'Ërmal', 'Besa', 'Çlirim', 'Drita', 'Gëzim', 'Arben', 'Elona'];
    const surnames = ['Hoxha', 'Çela', 'Kola', 'Lleshi', 'Marku', 'Shehu', 'Gjoka', 'Dervishi'];
    const many: TestVoter[] = [];
    for (let i = 1; i <= 10_000; i++) {
      many.push(voter(i, names[i % names.length] ?? '', surnames[Math.floor(i / names.length) % surnames.length] ?? '', i));
    }
    const queries: VoterQuery[] = [
      { general: 'ana', listNumber: '' },
      { general: 'erm cel', listNumber: '' },
      { general: 'clir', listNumber: '' },
      { general: '', listNumber: '9999' },
    ];
    const rounds = 50;
    const started = performance.now();
    let found = 0;
    for (let r = 0; r < rounds; r++) {
      for (const q of queries) {
        const result = searchVoters(many, q);
        if (result.kind !== 'invalid') found += result.voters.length;
      }
    }
    const perSearchMs = (performance.now() - started) / (rounds * queries.length);
    console.info(`voter search over 10 000 voters: ${perSearchMs.toFixed(3)} ms per search`);

    const expected = queries.reduce((sum, q) => {
      const crit = checkVoterQuery(q);
      if (!crit.ok) return sum;
      const { name, surname, listNumber } = crit.criteria;
      return (
        sum +
        many.filter((v) => {
          const [first = '', ...rest] = v.folded.split(' ');
          return (
            (listNumber === null || v.list_number === listNumber) &&
            (name === null || first.startsWith(name)) &&
            (surname === null || rest.join(' ').startsWith(surname))
          );
        }).length
      );
    }, 0);
    expect(found).toBe(expected * rounds);
    expect(expected).toBeGreaterThan(1000);
  });
});
