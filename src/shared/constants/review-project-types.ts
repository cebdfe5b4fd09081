import { codesOf } from './labelled-codes.ts';

/** The review form's project types (SPEC.md §5; "urgent-repair" is stored as emergency-repair). */
export const reviewProjectTypeLabels = {
  'roof-repair': 'Roof repair',
  'roof-replacement': 'Roof replacement',
  'roof-inspection': 'Roof inspection',
  'gutter-service': 'Gutter service',
  'emergency-repair': 'Emergency / urgent repair',
  'commercial-roofing': 'Commercial roofing',
};
export const reviewProjectTypes = codesOf(reviewProjectTypeLabels);
