// Albanian given names and surnames for the demo data, with ë and ç on purpose: search must fold them.

export const maleNames = [
  'Arbër', 'Ëngjëll', 'Çlirim', 'Gëzim', 'Xhevahir', 'Shpëtim', 'Lulëzim', 'Agron', 'Besnik', 'Dritan',
  'Ermal', 'Fatmir', 'Gentian', 'Ilir', 'Kreshnik', 'Luan', 'Mentor', 'Altin', 'Bledar', 'Blerim',
  'Dashamir', 'Edmond', 'Elton', 'Genc', 'Hekuran', 'Jetmir', 'Klodian', 'Kastriot', 'Lorenc', 'Marsel',
  'Nikollë', 'Orges', 'Petrit', 'Qemal', 'Rexhep', 'Sokol', 'Taulant', 'Urim', 'Vllaznim', 'Xhemal',
  'Ylli', 'Zef', 'Bashkim', 'Ëndrit', 'Gjergj', 'Mëhill', 'Pjetër', 'Shkëlqim', 'Tomorr', 'Zamir',
  'Arben', 'Artan', 'Agim', 'Fatos', 'Kujtim', 'Bujar', 'Flamur', 'Çerçiz', 'Mërgim', 'Besmir',
] as const;

export const femaleNames = [
  'Dritë', 'Mimozë', 'Shpresë', 'Lumturi', 'Yllka', 'Fatbardhë', 'Mërgime', 'Hënë', 'Ajkuna', 'Albana',
  'Anila', 'Arjeta', 'Blerta', 'Brunilda', 'Dafina', 'Diellza', 'Donika', 'Elona', 'Entela', 'Erjona',
  'Flutura', 'Gentiana', 'Ilda', 'Jonida', 'Klea', 'Kaltrina', 'Lindita', 'Luljeta', 'Majlinda', 'Manjola',
  'Mirela', 'Nertila', 'Orjeta', 'Pranvera', 'Rozafa', 'Sonila', 'Shqipe', 'Teuta', 'Valbona', 'Vjollca',
  'Xhulia', 'Zana', 'Çiljeta', 'Ëmiliana', 'Gëzime', 'Lulëzime', 'Bukuroshe', 'Dhurata', 'Mirjeta', 'Floriana',
] as const;

export const surnames = [
  'Hoxha', 'Çela', 'Dervishi', 'Mërkuri', 'Kërçova', 'Shehu', 'Gjoka', 'Leka', 'Marku', 'Prifti',
  'Dushku', 'Kola', 'Bushati', 'Dibra', 'Kastrati', 'Gjini', 'Qosja', 'Zeneli', 'Frashëri', 'Këlliçi',
  'Çoba', 'Përmeti', 'Shkreli', 'Tërshana', 'Ymeri', 'Bregu', 'Cani', 'Dema', 'Elezi', 'Gashi',
  'Hysa', 'Isufi', 'Jaupi', 'Koçi', 'Lala', 'Muça', 'Nika', 'Osmani', 'Pllumi', 'Rexha',
  'Sinani', 'Tafa', 'Ulqini', 'Vata', 'Xhafa', 'Dedja', 'Vrioni', 'Mëhilli', 'Çollaku', 'Kaçi',
  'Gjeçi', 'Ndreu', 'Pëllumbi', 'Hasani', 'Aliaj', 'Bajrami', 'Karaj', 'Lleshi', 'Çami', 'Bërdufi',
] as const;
