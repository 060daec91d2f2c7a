/**
 * Dashboard strings (namespace `dashboard`).
 * Other languages: ./en.ts … ./ru.ts, loaded when chosen (./namespace.ts).
 */
export const sq = {
  welcome: 'Mirë se vini, {{name}}!',
  special: 'Paneli i divizionit special',
  seeProfile: 'Shiko profilin',
  membersAdded: 'Anëtarë të shtuar',
  tasksFinished: 'Detyra të përfunduara',
  asOf: 'Të dhënat në pajisje nga {{date}}',
  stats: {
    heading: 'Pikët dhe detyrat',
    currentMonth: 'Pikët këtë muaj',
    lastMonth: 'Pikët muajin e kaluar',
    share: '{{value}}% e muajit të kaluar',
    increase: '+{{value}}% nga muaji i kaluar',
    noComparison: 'Pa krahasim: muajin e kaluar nuk kishte pikë',
    totalPoints: 'Pikët gjithsej',
    totalTasks: 'Detyrat gjithsej',
    completedTasks: 'Detyrat e përfunduara',
  },
  tasks: {
    heading: 'Detyrat e fundit',
    name: 'Detyra',
    points: 'Pikë',
    creator: 'Krijuar nga',
    start: 'Data e fillimit',
    status: 'Statusi',
    finished: 'Përfunduar',
    ongoing: 'Në proces',
    unfinished: 'E pakryer',
  },
  points: {
    heading: 'Pikët e fundit të fituara',
    activity: 'Aktiviteti',
    type: 'Lloji',
    points: 'Pikë',
    date: 'Data',
  },
  brought: {
    heading: 'Anëtarët e fundit të sugjeruar',
    photo: 'Foto',
    name: 'Emri dhe mbiemri',
    membershipDate: 'Data e anëtarësimit',
  },
  chart: {
    heading: 'Pikët sipas muajve',
    note: 'Pikët e fituara në {{count}} muajt e fundit, ky muaj i fundit.',
    empty: 'Asnjë pikë e fituar në {{count}} muajt e fundit.',
    summary: 'Grafik me shtylla: {{list}}',
    month: 'Muaji',
    points: 'Pikë',
    loading: 'Grafiku po ngarkohet…',
    table: 'Shfaq të dhënat e grafikut',
  },
} as const;
