// the e2e crawl changes the mock's network weather while a page runs (fail every call of a kind,
// then let the server answer again and click the page's retry), without a reload that would reset
// the very state under test. Only the in-browser mock has it; a real server is never touched.
import { scenario, type ScenarioOptions } from '../scenario';

export type MockWeather = Partial<Pick<ScenarioOptions, 'latency' | 'chaos'>>;

type MockWeatherControl = {
  /** Replaces the latency and/or the failures in force (the world stays as it is). */
  set(weather: MockWeather): void;
  /** The latency and failures in force. */
  get(): Required<MockWeather>;
};

declare global {
  interface Window {
    __CONSOLE_MOCK_WEATHER__?: MockWeatherControl;
  }
}

export function installWeatherControl() {
  window.__CONSOLE_MOCK_WEATHER__ = {
    set: (weather) => scenario.set({ ...scenario.get(), ...weather }),
    get: () => {
      const { latency, chaos } = scenario.get();
      return { latency, chaos };
    },
  };
}
