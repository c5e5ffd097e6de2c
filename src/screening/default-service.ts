import { ScreeningIndex } from './engine.js';
import { screeningRecordOf } from './records.js';
import { scoringConfigFrom } from './score/config.js';
import { ScreeningService } from './service.js';

export interface ScreeningSettings {
  /** Undefined: the scorer's default. */
  threshold?: number;
  maxHits?: number;
  /** Overrides of the scorer's weights by name; an unknown name or a bad value throws. */
  weights?: Record<string, number>;
}

/** The screening service of the application: the engine over the FtM entities of the registry. */
export function createScreeningService(settings: ScreeningSettings = {}): ScreeningService {
  const scoring = scoringConfigFrom({
    ...settings.weights,
    ...(settings.threshold === undefined ? {} : { threshold: settings.threshold }),
  });
  return new ScreeningService({
    toRecord: screeningRecordOf,
    buildIndex: (records) => ScreeningIndex.build(records, { scoring }),
    threshold: scoring.threshold,
    maxHits: settings.maxHits ?? 10,
  });
}
