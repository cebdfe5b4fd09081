/**
 * The 20 countries the quote form offers (SPEC.md §5) and the regions offered for four of them;
 * for the others the province/state is typed.
 */
export const countries = [
  'Canada',
  'United States',
  'United Kingdom',
  'Australia',
  'New Zealand',
  'Japan',
  'Germany',
  'France',
  'Italy',
  'Spain',
  'Netherlands',
  'Belgium',
  'Switzerland',
  'Austria',
  'Ireland',
  'Sweden',
  'Norway',
  'Denmark',
  'Finland',
  'Portugal',
] as const;
export type Country = (typeof countries)[number];

export const regionsByCountry: Partial<Record<Country, readonly string[]>> = {
  Canada: [
    'Alberta',
    'British Columbia',
    'Manitoba',
    'New Brunswick',
    'Newfoundland and Labrador',
    'Northwest Territories',
    'Nova Scotia',
    'Nunavut',
    'Ontario',
    'Prince Edward Island',
    'Quebec',
    'Saskatchewan',
    'Yukon',
  ],
  'United States': [
    'Alabama',
    'Alaska',
    'Arizona',
    'Arkansas',
    'California',
    'Colorado',
    'Connecticut',
    'Delaware',
    'District of Columbia',
    'Florida',
    'Georgia',
    'Hawaii',
    'Idaho',
    'Illinois',
    'Indiana',
    'Iowa',
    'Kansas',
    'Kentucky',
    'Louisiana',
    'Maine',
    'Maryland',
    'Massachusetts',
    'Michigan',
    'Minnesota',
    'Mississippi',
    'Missouri',
    'Montana',
    'Nebraska',
    'Nevada',
    'New Hampshire',
    'New Jersey',
    'New Mexico',
    'New York',
    'North Carolina',
    'North Dakota',
    'Ohio',
    'Oklahoma',
    'Oregon',
    'Pennsylvania',
    'Rhode Island',
    'South Carolina',
    'South Dakota',
    'Tennessee',
    'Texas',
    'Utah',
    'Vermont',
    'Virginia',
    'Washington',
    'West Virginia',
    'Wisconsin',
    'Wyoming',
  ],
  'United Kingdom': ['England', 'Northern Ireland', 'Scotland', 'Wales'],
  Australia: [
    'Australian Capital Territory',
    'New South Wales',
    'Northern Territory',
    'Queensland',
    'South Australia',
    'Tasmania',
    'Victoria',
    'Western Australia',
  ],
};

export function isKnownCountry(value: string): value is Country {
  return (countries as readonly string[]).includes(value);
}

/** When the country has a region list, the province must be on it. */
export function isValidRegion(country: string, province: string) {
  const regions = isKnownCountry(country) ? regionsByCountry[country] : undefined;
  return !regions || regions.includes(province);
}

/**
 * Canada's province and territory codes. Auctions store the code of the quote's province and
 * contractors' service areas list codes (and postal-code prefixes), so 'AB' matches 'Alberta'.
 */
export const canadianProvinceCodes: Record<string, string> = {
  Alberta: 'AB',
  'British Columbia': 'BC',
  Manitoba: 'MB',
  'New Brunswick': 'NB',
  'Newfoundland and Labrador': 'NL',
  'Northwest Territories': 'NT',
  'Nova Scotia': 'NS',
  Nunavut: 'NU',
  Ontario: 'ON',
  'Prince Edward Island': 'PE',
  Quebec: 'QC',
  Saskatchewan: 'SK',
  Yukon: 'YT',
};

/** The region an auction is matched on: a Canadian code, or the region as typed elsewhere. */
export const regionCode = (region: string | null | undefined) =>
  region ? (canadianProvinceCodes[region] ?? region.trim().toUpperCase()) : null;
