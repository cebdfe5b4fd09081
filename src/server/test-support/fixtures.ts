import type { LeadInput } from '#shared/schemas/lead.ts';
import type { App } from '../app.ts';

/** A valid quote request; override any field. */
export function leadForm(overrides: Partial<LeadInput> = {}): LeadInput {
  return {
    name: 'Jane Homeowner',
    phone: '(403) 555-0134',
    email: 'Jane.Homeowner@Example.com',
    address: '123 Elbow Dr SW, Calgary',
    date: '2026-12-01',
    country: 'Canada',
    province: 'Alberta',
    postalCode: 't2p 1j9',
    budget: '10k-20k',
    projectType: 'replacement',
    roofMaterial: 'asphalt',
    propertyType: 'single-family',
    roofAge: '16-20',
    urgency: 'within-month',
    message: 'Shingles lifting on the south side.',
    finalPrice: '99.99',
    ...overrides,
  };
}

export async function submitLead(app: App, overrides: Partial<LeadInput> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: leadForm(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`lead not created: ${res.statusCode} ${res.body}`);
  return res.json() as { id: string; finalPrice: string; finalPriceCents: number };
}
