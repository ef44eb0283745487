import { describe, expect, it } from 'vitest';
import { describeDogPlay } from './dog-play';

describe('describeDogPlay', () => {
  it('names the card played (docs/notation.md), in no language of its own', () => {
    expect(describeDogPlay('A:exit')).toEqual({ rank: 'A' });
    expect(describeDogPlay('7:P14>P16,P3>F1')).toEqual({ rank: '7' });
    expect(describeDogPlay('X=4:P5>P1')).toEqual({ rank: 'Joker' });
    expect(describeDogPlay('J:P3<>P40')).toEqual({ rank: 'J' });
    expect(describeDogPlay('T:P1>P11').rank).toBe('10');
    expect(describeDogPlay('give:K')).toEqual({ rank: 'K' });
    expect(describeDogPlay('give:?')).toEqual({ rank: '?' });
    expect(describeDogPlay('discard').rank).toBe('—');
  });
});
