import { type AccountRole, ROLE_LABELS, STAFF_ROLES } from '@ooh/api/contract';
import type { UserStatus } from '@ooh/machines/user';

/** Demo data: Pakistan's regions, cities and real roads and areas where outdoor media stands. */
export const GEOGRAPHY: Record<
  string,
  Record<string, { code: string; at: [number, number]; locations: string[] }>
> = {
  Punjab: {
    Lahore: {
      code: 'LHE',
      at: [31.5204, 74.3587],
      locations: [
        'MM Alam Road',
        'Main Boulevard Gulberg',
        'Mall Road',
        'Canal Road',
        'DHA Phase 5',
        'Jail Road',
        'Ferozepur Road',
        'Airport Road',
      ],
    },
    Faisalabad: {
      code: 'FSD',
      at: [31.4504, 73.135],
      locations: ['Clock Tower Chowk', 'Susan Road', 'Canal Road Faisalabad', 'Jail Road Faisalabad'],
    },
    Rawalpindi: {
      code: 'RWP',
      at: [33.5651, 73.0169],
      locations: ['Murree Road', 'Saddar', 'The Mall Rawalpindi', 'Airport Road Rawalpindi'],
    },
    Multan: { code: 'MUX', at: [30.1575, 71.5249], locations: ['Bosan Road', 'Nishtar Road', 'Abdali Road'] },
    Gujranwala: { code: 'GRW', at: [32.1877, 74.1945], locations: ['GT Road Gujranwala', 'Sialkot Bypass'] },
    Sialkot: { code: 'SKT', at: [32.4945, 74.5229], locations: ['Kashmir Road', 'Paris Road'] },
  },
  Sindh: {
    Karachi: {
      code: 'KHI',
      at: [24.8607, 67.0011],
      locations: [
        'Shahrah-e-Faisal',
        'Clifton Block 5',
        'I.I. Chundrigar Road',
        'Tariq Road',
        'DHA Phase 6',
        'University Road',
        'M.A. Jinnah Road',
        'Sea View',
      ],
    },
    Hyderabad: {
      code: 'HDD',
      at: [25.396, 68.3578],
      locations: ['Auto Bhan Road', 'Latifabad', 'Qasimabad'],
    },
    Sukkur: { code: 'SKZ', at: [27.7052, 68.8574], locations: ['Military Road', 'Barrage Road'] },
  },
  'Khyber Pakhtunkhwa': {
    Peshawar: {
      code: 'PEW',
      at: [34.0151, 71.5249],
      locations: ['University Road Peshawar', 'Saddar Road', 'Ring Road', 'Hayatabad'],
    },
    Abbottabad: {
      code: 'ABT',
      at: [34.1688, 73.2215],
      locations: ['Mansehra Road', 'Jinnah Road Abbottabad'],
    },
    Mardan: { code: 'MRD', at: [34.1989, 72.0231], locations: ['Mardan Bypass', 'Charsadda Road'] },
  },
  Balochistan: {
    Quetta: {
      code: 'UET',
      at: [30.1798, 66.975],
      locations: ['Jinnah Road Quetta', 'Zarghoon Road', 'Airport Road Quetta'],
    },
    Gwadar: { code: 'GWD', at: [25.1216, 62.3254], locations: ['Marine Drive', 'Airport Road Gwadar'] },
  },
  'Islamabad Capital Territory': {
    Islamabad: {
      code: 'ISB',
      at: [33.6844, 73.0479],
      locations: [
        'Jinnah Avenue, Blue Area',
        'F-7 Markaz',
        'Faizabad Interchange',
        'Islamabad Expressway',
        'Kashmir Highway',
        'F-10 Markaz',
      ],
    },
  },
};

export const MEDIUMS: Array<{
  name: string;
  kind: 'conventional' | 'digital';
  code: string;
  size: [number, number];
  rate: [number, number];
}> = [
  { name: 'Billboard', kind: 'conventional', code: 'BB', size: [40, 20], rate: [150_000, 600_000] },
  { name: 'Unipole', kind: 'conventional', code: 'UP', size: [30, 15], rate: [120_000, 450_000] },
  { name: 'Streetpole', kind: 'conventional', code: 'SP', size: [3, 5], rate: [8_000, 25_000] },
  { name: 'Bridge Panel', kind: 'conventional', code: 'BP', size: [60, 10], rate: [200_000, 700_000] },
  { name: 'Bus Shelter', kind: 'conventional', code: 'BS', size: [6, 4], rate: [20_000, 60_000] },
  { name: 'Building Wrap', kind: 'conventional', code: 'BW', size: [50, 80], rate: [400_000, 1_200_000] },
  { name: 'Mall Panel', kind: 'conventional', code: 'MP', size: [4, 6], rate: [15_000, 45_000] },
  { name: 'DOOH Screen', kind: 'digital', code: 'DS', size: [20, 10], rate: [250_000, 800_000] },
  { name: 'LED Wall', kind: 'digital', code: 'LW', size: [48, 14], rate: [400_000, 1_500_000] },
  { name: 'Digital Streetpole', kind: 'digital', code: 'DP', size: [3, 5], rate: [30_000, 90_000] },
  { name: 'Digital Mall Screen', kind: 'digital', code: 'DM', size: [5, 9], rate: [40_000, 120_000] },
];

export const SEC_RANGES = [
  { name: 'A', description: 'Upper class: senior professionals, large business owners' },
  { name: 'B', description: 'Upper middle class: professionals, mid-size business owners' },
  { name: 'C', description: 'Middle class: white-collar employees, small traders' },
  { name: 'D', description: 'Lower middle class: skilled workers, clerks' },
  { name: 'E', description: 'Lower class: unskilled and daily-wage workers' },
];

export const AGE_RANGES = ['13–17', '18–24', '25–34', '35–44', '45–54', '55–64', '65+'];
export const GENDERS = ['Female', 'Male'];
export const ASSET_TYPES = ['Front-lit', 'Back-lit', 'Non-lit', 'Digital'];
export const PRINTING_MEDIA_TYPES = ['Panaflex', 'Backlit flex', 'Vinyl', 'Mesh', 'One-way vision'];
export const LSM_LEVELS = Array.from({ length: 12 }, (_, index) => index + 1);

/** The roles table: the staff roles of the contract in its order, then the client accounts' role. */
export const ROLES: Array<{ name: AccountRole; label: string; isStaff: boolean }> = [
  ...STAFF_ROLES.map((name) => ({ name, label: ROLE_LABELS[name], isStaff: true })),
  { name: 'client', label: ROLE_LABELS.client, isStaff: false },
];

export const DEMO_DOMAIN = 'demo.local';

/** One active account per staff role, `<role>@demo.local`, and the accounts the refusal tests sign in with. */
export const DEMO_USERS: Array<{
  email: string;
  name: string;
  role: AccountRole;
  /** A deleted account is stored as `deleted_at`, not as a status. */
  status: Exclude<UserStatus, 'deleted'>;
  deleted?: true;
}> = [
  { email: 'admin@demo.local', name: 'Ayesha Khan', role: 'admin', status: 'active' },
  {
    email: 'key_account_manager@demo.local',
    name: 'Bilal Ahmed',
    role: 'key_account_manager',
    status: 'active',
  },
  { email: 'planner@demo.local', name: 'Sana Malik', role: 'planner', status: 'active' },
  { email: 'designer@demo.local', name: 'Hamza Raza', role: 'designer', status: 'active' },
  { email: 'editor@demo.local', name: 'Zainab Hussain', role: 'editor', status: 'active' },
  { email: 'operation_analyst@demo.local', name: 'Usman Tariq', role: 'operation_analyst', status: 'active' },
  { email: 'manager@demo.local', name: 'Fatima Qureshi', role: 'manager', status: 'active' },
  { email: 'inactive@demo.local', name: 'Imran Siddiqui', role: 'planner', status: 'inactive' },
  { email: 'deleted@demo.local', name: 'Nadia Aslam', role: 'designer', status: 'active', deleted: true },
  { email: 'client@demo.local', name: 'Faraz Jamil', role: 'client', status: 'active' },
];

/** The demo key account manager, who owns most demo clients (their default client list is not empty). */
const DEMO_KAM = 'key_account_manager@demo.local';

/** Demo clients; `kam` names the owner's account (docs/domain.md "Clients"); two have no owner yet. */
export const CLIENTS: Array<{
  companyName: string;
  contactName: string;
  industry: string;
  account?: string;
  kam?: string;
}> = [
  {
    companyName: 'Indus Beverages',
    contactName: 'Faraz Jamil',
    industry: 'Beverages',
    account: 'client@demo.local',
    kam: DEMO_KAM,
  },
  {
    companyName: 'Karakoram Telecom',
    contactName: 'Mehwish Anwar',
    industry: 'Telecommunications',
    kam: DEMO_KAM,
  },
  { companyName: 'Ravi Textiles', contactName: 'Kamran Yousaf', industry: 'Apparel', kam: DEMO_KAM },
  { companyName: 'Margalla Motors', contactName: 'Saad Chaudhry', industry: 'Automotive', kam: DEMO_KAM },
  { companyName: 'Thar Foods', contactName: 'Hina Baloch', industry: 'Food', kam: DEMO_KAM },
  { companyName: 'Hunza Dairy', contactName: 'Ali Shigri', industry: 'Dairy', kam: DEMO_KAM },
  { companyName: 'Chenab Paints', contactName: 'Rabia Nadeem', industry: 'Home improvement' },
  { companyName: 'Makran Air', contactName: 'Junaid Lashari', industry: 'Travel' },
];

export const CAMPAIGN_THEMES = [
  'Summer Refresh',
  'Ramadan Greetings',
  'Independence Day',
  'Eid Collection',
  'Back to School',
  'Winter Warmth',
  'New Launch',
  'Cricket Season',
  'Monsoon Offers',
  'Brand Awareness',
];

export const TRACKERS = [
  { name: 'Asif Mehmood', region: 'Punjab' },
  { name: 'Waqas Butt', region: 'Punjab' },
  { name: 'Shahid Memon', region: 'Sindh' },
  { name: 'Naveed Soomro', region: 'Sindh' },
  { name: 'Gul Khan', region: 'Khyber Pakhtunkhwa' },
  { name: 'Abdul Wahid', region: 'Balochistan' },
  { name: 'Tahir Abbasi', region: 'Islamabad Capital Territory' },
];
