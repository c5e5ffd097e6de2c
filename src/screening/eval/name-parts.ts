/**
 * Name parts of many origins for the fictitious evaluation lists: common given and family
 * names as they are written in Latin script (facts of usage, combined at random, so every
 * generated person is fictitious). `country` is the ISO code used for nationality; `script`
 * says which script the origin's names are also written in, for transliteration variants.
 */
import type { OtherScript } from './scripts.js';

export interface Origin {
  name: string;
  country: string;
  countryName: string;
  script?: OtherScript;
  given: readonly string[];
  family: readonly string[];
}

// prettier-ignore
export const ORIGINS: readonly Origin[] = [
  {
    name: 'Arabic',
    country: 'sy',
    countryName: 'Syria',
    script: 'arabic',
    given: [
      'Mohammed', 'Ahmed', 'Ali', 'Omar', 'Khaled', 'Yusuf', 'Ibrahim', 'Hassan', 'Hussein',
      'Mahmoud', 'Tariq', 'Samir', 'Walid', 'Fadi', 'Karim', 'Nabil', 'Rami', 'Ziad', 'Bilal',
      'Hamza', 'Fatima', 'Aisha', 'Layla', 'Mariam', 'Noor', 'Rania', 'Salma', 'Huda',
    ],
    family: [
      'Haddad', 'Khoury', 'Nasser', 'Saleh', 'Mansour', 'Hamdan', 'Abbas', 'Darwish', 'Farouk',
      'Qasim', 'Rashid', 'Sabbagh', 'Taha', 'Zaher', 'Barakat', 'Jaber', 'Kanaan', 'Masri',
      'Shami', 'Yassin', 'Halabi', 'Najjar', 'Obeid', 'Sharif',
    ],
  },
  {
    name: 'Russian',
    country: 'ru',
    countryName: 'Russia',
    script: 'cyrillic',
    given: [
      'Aleksandr', 'Sergey', 'Dmitry', 'Andrey', 'Alexey', 'Mikhail', 'Ivan', 'Nikolay',
      'Vladimir', 'Yevgeny', 'Pavel', 'Oleg', 'Igor', 'Viktor', 'Roman', 'Anatoly', 'Olga',
      'Natalya', 'Yelena', 'Tatyana', 'Irina', 'Svetlana', 'Anna', 'Marina',
    ],
    family: [
      'Ivanov', 'Smirnov', 'Kuznetsov', 'Popov', 'Sokolov', 'Lebedev', 'Kozlov', 'Novikov',
      'Morozov', 'Volkov', 'Solovyov', 'Vasilyev', 'Zaytsev', 'Pavlov', 'Semyonov', 'Golubev',
      'Vinogradov', 'Bogdanov', 'Vorobyov', 'Fyodorov', 'Mikhaylov', 'Belyayev', 'Tarasov',
      'Belov',
    ],
  },
  {
    name: 'Ukrainian',
    country: 'ua',
    countryName: 'Ukraine',
    script: 'cyrillic',
    given: [
      'Oleksandr', 'Andriy', 'Serhiy', 'Volodymyr', 'Mykola', 'Yuriy', 'Vasyl', 'Petro', 'Bohdan',
      'Taras', 'Oksana', 'Yuliya', 'Iryna', 'Halyna', 'Nataliya',
    ],
    family: [
      'Shevchenko', 'Kovalenko', 'Bondarenko', 'Tkachenko', 'Kravchenko', 'Oliynyk', 'Melnyk',
      'Shevchuk', 'Polishchuk', 'Lysenko', 'Marchenko', 'Rudenko', 'Savchenko', 'Petrenko',
    ],
  },
  {
    name: 'Chinese',
    country: 'cn',
    countryName: 'China',
    given: [
      'Wei', 'Fang', 'Xiuying', 'Na', 'Min', 'Jing', 'Li', 'Qiang', 'Lei', 'Jun', 'Yang', 'Yong',
      'Jie', 'Tao', 'Ming', 'Chao', 'Xiaoming', 'Jianguo', 'Guohua', 'Haiyan',
    ],
    family: [
      'Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Yang', 'Huang', 'Zhao', 'Wu', 'Zhou', 'Xu', 'Sun',
      'Ma', 'Zhu', 'Hu', 'Guo', 'He', 'Lin', 'Gao', 'Luo',
    ],
  },
  {
    name: 'Korean',
    country: 'kp',
    countryName: 'North Korea',
    script: 'hangul',
    given: [
      'Min-jun', 'Seo-yeon', 'Ji-ho', 'Ha-eun', 'Jun-seo', 'Chol', 'Song-il', 'Kwang-ho',
      'Myong-hak', 'Yong-nam', 'Hyon-u', 'Jong-su',
    ],
    family: [
      'Kim', 'Lee', 'Park', 'Choi', 'Jung', 'Kang', 'Cho', 'Yoon', 'Jang', 'Ri', 'Pak', 'Han',
    ],
  },
  {
    name: 'Persian',
    country: 'ir',
    countryName: 'Iran',
    script: 'persian',
    given: [
      'Reza', 'Hossein', 'Mehdi', 'Ali Reza', 'Mohsen', 'Javad', 'Hamid', 'Saeed', 'Amir',
      'Behrouz', 'Dariush', 'Farhad', 'Maryam', 'Zahra', 'Shirin', 'Parisa', 'Fatemeh',
      'Zohreh', 'Mostafa', 'Morteza',
    ],
    family: [
      'Hosseini', 'Mohammadi', 'Rezaei', 'Ahmadi', 'Karimi', 'Moradi', 'Jafari', 'Rahimi',
      'Ghorbani', 'Sadeghi', 'Tehrani', 'Esfahani', 'Shirazi', 'Najafi', 'Bagheri', 'Salehi',
      'Alizadeh', 'Rezazadeh',
    ],
  },
  {
    name: 'Turkish',
    country: 'tr',
    countryName: 'Turkey',
    given: [
      'Mehmet', 'Mustafa', 'Ahmet', 'Emre', 'Burak', 'Murat', 'Hakan', 'Serkan', 'Cem', 'Ayşe',
      'Fatma', 'Elif', 'Zeynep', 'Emine',
    ],
    family: [
      'Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Yıldız', 'Yıldırım', 'Öztürk', 'Aydın',
      'Özdemir', 'Arslan', 'Doğan', 'Kılıç', 'Aslan',
    ],
  },
  {
    name: 'Hispanic',
    country: 'co',
    countryName: 'Colombia',
    given: [
      'José', 'Juan', 'Carlos', 'Luis', 'Jorge', 'Miguel', 'Alejandro', 'Fernando', 'Ricardo',
      'Andrés', 'María', 'Ana', 'Lucía', 'Carmen', 'Isabel', 'Gabriela',
    ],
    family: [
      'García', 'Rodríguez', 'Martínez', 'Hernández', 'López', 'González', 'Pérez', 'Sánchez',
      'Ramírez', 'Torres', 'Flores', 'Rivera', 'Gómez', 'Díaz', 'Moreno', 'Álvarez', 'Castillo',
      'Vargas',
    ],
  },
  {
    name: 'Dutch',
    country: 'nl',
    countryName: 'Netherlands',
    given: [
      'Jan', 'Pieter', 'Kees', 'Willem', 'Hendrik', 'Johannes', 'Daan', 'Bram', 'Sem', 'Thijs',
      'Anna', 'Emma', 'Sanne', 'Lotte', 'Femke', 'Marieke',
    ],
    family: [
      'de Jong', 'Jansen', 'de Vries', 'van den Berg', 'van Dijk', 'Bakker', 'Janssen', 'Visser',
      'Smit', 'Meijer', 'de Boer', 'Mulder', 'de Groot', 'Bos', 'Vos', 'Peters', 'Hendriks',
      'van Leeuwen',
    ],
  },
  {
    name: 'German',
    country: 'de',
    countryName: 'Germany',
    given: [
      'Thomas', 'Michael', 'Andreas', 'Stefan', 'Jürgen', 'Klaus', 'Wolfgang', 'Uwe', 'Sabine',
      'Petra', 'Monika', 'Ursula',
    ],
    family: [
      'Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz',
      'Hoffmann', 'Schäfer', 'Koch', 'Bauer', 'Richter',
    ],
  },
  {
    name: 'English',
    country: 'gb',
    countryName: 'United Kingdom',
    given: [
      'James', 'John', 'Robert', 'Michael', 'William', 'David', 'Richard', 'Joseph', 'Thomas',
      'George', 'Mary', 'Patricia', 'Jennifer', 'Linda', 'Elizabeth', 'Susan',
    ],
    family: [
      'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Miller', 'Davis', 'Wilson', 'Anderson',
      'Taylor', 'Thomas', 'Moore', 'Jackson', 'White', 'Harris', 'Clarke',
    ],
  },
  {
    name: 'French',
    country: 'fr',
    countryName: 'France',
    given: [
      'Jean', 'Pierre', 'Michel', 'François', 'Philippe', 'Nicolas', 'Stéphane', 'Sébastien',
      'Marie', 'Nathalie', 'Isabelle', 'Sylvie', 'Céline',
    ],
    family: [
      'Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy',
      'Moreau', 'Simon', 'Laurent', 'Lefèvre', 'Michel', 'Garcia', 'Fournier',
    ],
  },
  {
    name: 'Indian',
    country: 'in',
    countryName: 'India',
    given: [
      'Rajesh', 'Suresh', 'Ramesh', 'Amit', 'Sanjay', 'Vijay', 'Anil', 'Sunil', 'Rahul', 'Priya',
      'Sunita', 'Anita', 'Pooja', 'Deepa',
    ],
    family: [
      'Sharma', 'Verma', 'Gupta', 'Singh', 'Kumar', 'Patel', 'Reddy', 'Nair', 'Iyer', 'Rao',
      'Mehta', 'Joshi', 'Chopra', 'Malhotra',
    ],
  },
  {
    name: 'West African',
    country: 'ng',
    countryName: 'Nigeria',
    given: [
      'Chukwuemeka', 'Oluwaseun', 'Adebayo', 'Ngozi', 'Chinwe', 'Emeka', 'Ifeanyi', 'Babatunde',
      'Kwame', 'Kofi', 'Abena', 'Yaw', 'Musa', 'Aminu',
    ],
    family: [
      'Okafor', 'Okonkwo', 'Adeyemi', 'Balogun', 'Eze', 'Nwosu', 'Obi', 'Mensah', 'Boateng',
      'Owusu', 'Abubakar', 'Bello', 'Ibrahim', 'Danjuma',
    ],
  },
];

/** Distinctive words of company names, and generic words many companies share. */
// prettier-ignore
export const COMPANY_WORDS = [
  'Apex', 'Borealis', 'Caspian', 'Delta', 'Everest', 'Falcon', 'Granite', 'Horizon', 'Indus',
  'Jade', 'Kestrel', 'Lumen', 'Meridian', 'Nordic', 'Orion', 'Pinnacle', 'Quasar', 'Riverstone',
  'Sapphire', 'Titan', 'Umbra', 'Vanguard', 'Westbrook', 'Xenon', 'Yellowstone', 'Zenith', 'Amber',
  'Baltic', 'Cobalt', 'Dorado', 'Emerald', 'Fjord', 'Galaxy', 'Harbor', 'Ironwood', 'Juniper',
  'Kingsway', 'Lotus', 'Monarch', 'Neptune', 'Oasis', 'Phoenix', 'Quantum', 'Redwood', 'Sterling',
  'Tundra', 'Unity', 'Velvet', 'Willow', 'Zephyr', 'Aurora', 'Beacon', 'Citadel', 'Dynasty',
  'Eclipse', 'Frontier', 'Gemini', 'Helios', 'Imperial', 'Jupiter',
];
// prettier-ignore
export const COMPANY_GENERIC = [
  'Trading', 'Holding', 'Shipping', 'Logistics', 'Energy', 'Petroleum', 'Industries', 'Group',
  'Investments', 'Resources', 'Engineering', 'Technologies', 'Marine', 'Capital', 'Import Export',
  'Commodities', 'Construction', 'Minerals',
];
// prettier-ignore
export const LEGAL_FORMS = [
  'LLC', 'Ltd', 'Limited', 'B.V.', 'GmbH', 'S.A.', 'JSC', 'FZE', 'Co.', 'Inc.', 'OOO', 'PLC',
  'S.R.L.', 'A.S.',
];
