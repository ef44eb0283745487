import { describe, expect, it } from 'vitest';
import { describeDogPlay } from './dog-play';

describe('describeDogPlay', () => {
  it('names the card and what it did', () => {
    expect(describeDogPlay('A:exit')).toEqual({ rank: 'A', detail: 'exit' });
    expect(describeDogPlay('7:P14>P16,P3>F1')).toEqual({ rank: '7', detail: 'P14→P16, P3→F1' });
    expect(describeDogPlay('X=4:P5>P1')).toEqual({ rank: 'Joker', detail: 'as 4: P5→P1' });
    expect(describeDogPlay('J:P3<>P40')).toEqual({ rank: 'J', detail: 'P3 ⇄ P40' });
    expect(describeDogPlay('T:P1>P11').rank).toBe('10');
    expect(describeDogPlay('give:K')).toEqual({ rank: 'K', detail: 'gives this card to the partner' });
    expect(describeDogPlay('discard').rank).toBe('—');
  });
});
