/** Static testimonials (SPEC.md §3 shape): name, role, location, projectType, text. */
export type Testimonial = {
  name: string;
  role: string;
  location: string;
  projectType: string;
  text: string;
};

export const testimonials: Testimonial[] = [
  {
    name: 'Karen M.',
    role: 'Homeowner',
    location: 'Calgary, AB',
    projectType: 'Full roof replacement',
    text: 'Four bids in eight days, all within about $1,500 of each other, so I knew the prices were real. Nobody phoned me until I chose to see who had bid.',
  },
  {
    name: 'Daniel and Priya S.',
    role: 'Townhouse owners',
    location: 'Edmonton, AB',
    projectType: 'Hail damage repair',
    text: 'After the July hail we were getting door-knockers every day. Here we compared licence, insurance and years in business side by side and picked a crew we trusted.',
  },
  {
    name: 'Tom B.',
    role: 'Homeowner',
    location: 'Red Deer, AB',
    projectType: 'Metal roof installation',
    text: 'The bid cards showed exactly what each company was insured for. The winning contractor finished two days early and the reveal fee came back the week after.',
  },
  {
    name: 'Lucie F.',
    role: 'Condo board treasurer',
    location: 'Canmore, AB',
    projectType: 'Flat roof membrane',
    text: 'Our board needed three comparable quotes for the reserve fund. We had four, on the same scope, without spending weeks chasing roofers.',
  },
  {
    name: 'Marcus O.',
    role: 'First-time homeowner',
    location: 'Lethbridge, AB',
    projectType: 'Leak repair',
    text: 'I had no idea what a fair price for a leak repair was. The team explained each bid in plain language and the repair has held through a whole winter.',
  },
];
