// The browser's wire choice: `?mock-wire=bladex` sticks for the tab until another is chosen.
import { beforeEach, describe, expect, it } from 'vitest';
import { wireFromUrl, withWire } from '../../../mocks/browser/wireFromUrl';

const at = (search: string) => ({ search }) as Location;

describe('?mock-wire', () => {
  beforeEach(() => sessionStorage.clear());

  it('is the default wire until asked, then bladex for the tab, until asked back', () => {
    expect(wireFromUrl(at(''))).toBe('default');
    expect(wireFromUrl(at('?mock-wire=bladex'))).toBe('bladex');
    expect(wireFromUrl(at('?mock-scenario=large'))).toBe('bladex');
    expect(wireFromUrl(at('?mock-wire=default'))).toBe('default');
    expect(wireFromUrl(at(''))).toBe('default');
  });

  it('ignores a wire it does not know', () => {
    expect(wireFromUrl(at('?mock-wire=soap'))).toBe('default');
  });

  it("adds the wire to the panel's switch link, keeping the scenario and the hash", () => {
    expect(withWire('/login?mock-scenario=large&mock-seed=7#top', 'bladex')).toBe('/login?mock-scenario=large&mock-seed=7&mock-wire=bladex#top');
  });
});
