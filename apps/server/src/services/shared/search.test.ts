import { describe, expect, it } from 'vitest';
import { commonTermPattern, containsPattern, isCommonTerm, selectiveWord } from './search.ts';

/** A statistics sample of 100 names, as pg_stats would keep it: every one says "campaign". */
const grown = Array.from({ length: 100 }, (_, n) => `grown campaign ${n * 1999}`);

describe('selectiveWord: the word the trigram index looks up', () => {
  it('picks the rarest word when another is common in the sample', () => {
    expect(selectiveWord('campaign 1234', grown)).toBe('1234');
    expect(selectiveWord('Grown CAMPAIGN 77', grown)).toBe(null); // "77" is too short for a trigram of its own
    expect(selectiveWord('summer campaign', grown)).toBe('summer');
  });

  it('looks up the whole term when no word is common, with one word, or without a sample', () => {
    const varied = Array.from({ length: 100 }, (_, n) => `brand ${n} launch`).map((v, n) =>
      n < 3 ? v : `x${n}`,
    );
    expect(selectiveWord('brand launch', varied)).toBe(null);
    expect(selectiveWord('campaign', grown)).toBe(null);
    expect(selectiveWord('campaign 1234', undefined)).toBe(null);
    expect(selectiveWord('campaign 1234', grown.slice(0, 5))).toBe(null);
  });

  it('a word repeated counts once', () => {
    expect(selectiveWord('campaign campaign', grown)).toBe(null);
  });
});

describe('isCommonTerm: a term the list is walked for, not looked up', () => {
  it('is common when 5 % of the sample or more holds the whole term, letter case aside', () => {
    expect(isCommonTerm('CAMPAIGN', grown)).toBe(true);
    expect(isCommonTerm('grown campaign', grown)).toBe(true);
    // "campaign 1" is in 55 of the 100 names ("… 1999", "… 11994", …), "campaign 1234" in none.
    expect(isCommonTerm('campaign 1', grown)).toBe(true);
    expect(isCommonTerm('campaign 1234', grown)).toBe(false);
    const five = Array.from({ length: 100 }, (_, n) => (n < 5 ? `summer ${n}` : `winter ${n}`));
    expect(isCommonTerm('summer', five)).toBe(true);
    expect(isCommonTerm('summer', five.slice(1))).toBe(false); // 4 of 99
  });

  it('says nothing without a sample, or with one too small to tell', () => {
    expect(isCommonTerm('campaign', undefined)).toBe(false);
    expect(isCommonTerm('campaign', grown.slice(0, 19))).toBe(false);
  });
});

describe('commonTermPattern: the pattern a walked list filters with', () => {
  it('is the term as a literal pattern when any named column holds it commonly, else null', () => {
    const samples = new Map([
      ['briefs.campaign_name', grown],
      ['plans.name', Array.from({ length: 100 }, (_, n) => `plan ${n}`)],
    ]);
    expect(commonTermPattern('Campaign_', samples, ['plans.name'])).toBe(null);
    expect(commonTermPattern('campaign', samples, ['plans.name', 'briefs.campaign_name'])).toBe('%campaign%');
    expect(commonTermPattern('campaign 1234', samples, ['plans.name', 'briefs.campaign_name'])).toBe(null);
    expect(commonTermPattern('campaign', undefined, ['briefs.campaign_name'])).toBe(null);
  });
});

describe('containsPattern', () => {
  it('matches %, _ and the escape literally', () => {
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});
