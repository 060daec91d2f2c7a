/**
 * Demo news (with HTML content and photos drawn by scripts/make-news-photos.ts) and the extra
 * notifications of the member area. Texts only: seed-member-area.ts writes them.
 */
export interface NewsSeed {
  title: string;
  /** HTML as an editor would store it. */
  content: string;
  /** A file in server/seed/news-photos/, or null for a news item without a photo. */
  photo: string | null;
  daysAgo: number;
}

export const newsSeeds: NewsSeed[] = [
  {
    title: 'Hapet zyra e re e degës në Kamëz',
    content: '<p>Të shtunën u përurua zyra e re e degës në <strong>Kamëz</strong>. Zyra do të jetë e hapur çdo ditë nga ora 09:00 deri në 18:00.</p><p>Anëtarët janë të ftuar të kalojnë për t\'u njohur me stafin.</p>',
    photo: 'news-01.png',
    daysAgo: 0,
  },
  {
    title: 'Trajnim për vëzhguesit e qendrave të votimit',
    content: '<p>Trajnimi i radhës për vëzhguesit do të mbahet këtë fundjavë.</p><ul><li>Procedurat e hapjes së qendrës</li><li>Shënimi i votuesve në aplikacion</li><li>Raportimi i parregullsive</li></ul>',
    photo: 'news-02.png',
    daysAgo: 1,
  },
  {
    title: 'Fushata e pastrimit të lagjeve mblodhi mbi 300 vullnetarë',
    content: '<p>Mbi <em>300 vullnetarë</em> morën pjesë në fushatën e pastrimit të lagjeve. Faleminderit të gjithëve për angazhimin!</p>',
    photo: 'news-03.png',
    daysAgo: 8,
  },
  {
    title: 'Takim me të rinjtë: votuesit për herë të parë',
    content: '<p>Në takimin me të rinjtë u diskutua për rëndësinë e pjesëmarrjes në zgjedhje.</p><blockquote>«Vota juaj është zëri juaj.»</blockquote>',
    photo: 'news-04.png',
    daysAgo: 12,
  },
  {
    title: 'Rezultatet e pyetësorit për shërbimet publike në Durrës',
    content: '<p>Pyetësori u plotësua nga <strong>1 200 banorë</strong>. Shqetësimet kryesore:</p><ol><li>Furnizimi me ujë</li><li>Transporti publik</li><li>Ndriçimi i rrugëve</li></ol>',
    photo: 'news-05.png',
    daysAgo: 17,
  },
  {
    title: 'Aplikacioni Terren tani punon edhe pa internet',
    content: '<p>Ndryshimet që bëni pa lidhje ruhen në pajisje dhe dërgohen automatikisht kur lidhja kthehet. Shihni panelin e sinkronizimit për ndryshimet në pritje.</p>',
    photo: 'news-06.png',
    daysAgo: 23,
  },
  {
    title: 'Mbledhja vjetore e anëtarësisë në Shkodër',
    content: '<p>Mbledhja vjetore u mbajt në sallën e kulturës në Shkodër. U zgjodh kryesia e re e degës.</p><p><a href="https://example.com/shkoder" rel="noopener">Lexoni raportin e plotë</a></p>',
    photo: 'news-07.png',
    daysAgo: 30,
  },
  {
    title: 'Çmimi i vullnetarit të muajit shkon në Krujë',
    content: '<p>Vullnetari i muajit është nga dega e <strong>Krujës</strong>, me 12 detyra të përfunduara në një muaj.</p>',
    photo: 'news-08.png',
    daysAgo: 38,
  },
  {
    title: 'Kalendari i aktiviteteve për muajin e ardhshëm',
    content: '<table><thead><tr><th>Data</th><th>Aktiviteti</th></tr></thead><tbody><tr><td>5</td><td>Takim me banorët</td></tr><tr><td>12</td><td>Trajnim</td></tr><tr><td>20</td><td>Fushatë informimi</td></tr></tbody></table>',
    photo: 'news-09.png',
    daysAgo: 45,
  },
  {
    title: 'Përshëndetje nga kryesia për të gjithë anëtarët',
    content: '<p>Faleminderit për punën e palodhur në terren. <strong>Së bashku</strong> jemi më të fortë!</p>',
    photo: 'news-10.png',
    daysAgo: 52,
  },
  {
    title: 'Njoftim i shkurtër pa foto',
    content: '<p>Zyra qendrore do të jetë e mbyllur të hënën për shkak të festës.</p>',
    photo: null,
    daysAgo: 60,
  },
];

export interface NotificationSeed {
  title: string;
  /** May hold simple HTML, as the original's notifications did. */
  description: string;
}

/** The history of the main demo member (anetar), older than the shared notifications and already read. */
export const notificationHistory: NotificationSeed[] = [
  { title: 'Detyrë e re: Shpërndarja e fletëpalosjeve', description: '<p>Ju është caktuar një detyrë e re. Shihni <strong>Detyrat e marra</strong>.</p>' },
  { title: 'Pikët e muajit', description: 'Këtë muaj keni fituar pikë për detyrat e përfunduara. Vazhdoni kështu!' },
  { title: 'Takim i degës', description: '<p>Takimi i degës do të mbahet të enjten në orën <em>18:00</em>.</p>' },
  { title: 'Anëtar i ri', description: 'Një anëtar që sugjeruat u pranua në parti.' },
  { title: 'Përditësim i aplikacionit', description: 'Një version i ri i aplikacionit është gati. Shtypni «Rifresko».' },
  { title: 'Fushatë informimi', description: '<ul><li>E shtunë: lagjja 1</li><li>E diel: lagjja 2</li></ul>' },
  { title: 'Kujtesë: profili juaj', description: 'Plotësoni numrin e telefonit dhe rrjetet sociale në profilin tuaj.' },
  { title: 'Trajnim online', description: '<p>Trajnimi online për përdorimin e aplikacionit është i hapur për të gjithë.</p>' },
  { title: 'Detyrë e përfunduar', description: 'Detyra «Mbledhja e nënshkrimeve» u shënua e përfunduar.' },
  { title: 'Ndryshim i qendrës së votimit', description: 'Disa qendra votimi kanë ndryshuar adresë. Kontrolloni listën tuaj.' },
  { title: 'Falënderim', description: '<p>Faleminderit për pjesëmarrjen në fushatën e pastrimit!</p>' },
  { title: 'Anketë e shkurtër', description: 'Na tregoni mendimin tuaj për aplikacionin: 3 pyetje, 1 minutë.' },
  { title: 'Mbledhje e kryesisë', description: 'Mbledhja e kryesisë u shty për javën e ardhshme.' },
  { title: 'Çmimi i vullnetarit', description: '<p>Votoni për <strong>vullnetarin e muajit</strong> deri të premten.</p>' },
];
