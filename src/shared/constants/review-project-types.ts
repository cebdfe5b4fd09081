/** The review form's project types (SPEC.md §5; "urgent-repair" is stored as emergency-repair). */
export const reviewProjectTypes = [
  'roof-repair',
  'roof-replacement',
  'roof-inspection',
  'gutter-service',
  'emergency-repair',
  'commercial-roofing',
] as const;
export const reviewProjectTypeLabels: Record<(typeof reviewProjectTypes)[number], string> = {
  'roof-repair': 'Roof repair',
  'roof-replacement': 'Roof replacement',
  'roof-inspection': 'Roof inspection',
  'gutter-service': 'Gutter service',
  'emergency-repair': 'Emergency / urgent repair',
  'commercial-roofing': 'Commercial roofing',
};
