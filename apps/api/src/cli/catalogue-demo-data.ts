import type { TeachingLanguage } from '@studychina/contracts';
import {
  between,
  buildProgramme,
  insertProgrammes,
  pick,
  readSubjects,
  recordSearchWords,
  seededRandom,
  universitySearchText,
  type PrismaClient,
  type ProgrammeDraft,
  type Subject,
} from '@studychina/db';

// A large made-up catalogue for `pnpm bench:catalogue` and for trying the catalogue's pages at scale
// (docs/product.md#programme-catalogue): real city names, made-up universities (every name ends "(demo)"), and
// programmes drawn like the starter catalogue's (packages/db/src/catalogue/programme-rows.ts). Deterministic.

const CITIES: [string, string, string, string][] = [
  ['Beijing', '北京', 'Beijing', 'Pékin'],
  ['Shanghai', '上海', 'Shanghai', 'Shanghai'],
  ['Guangzhou', '广州', 'Guangdong', 'Canton'],
  ['Shenzhen', '深圳', 'Guangdong', 'Shenzhen'],
  ['Wuhan', '武汉', 'Hubei', 'Wuhan'],
  ['Nanjing', '南京', 'Jiangsu', 'Nankin'],
  ['Hangzhou', '杭州', 'Zhejiang', 'Hangzhou'],
  ['Chengdu', '成都', 'Sichuan', 'Chengdu'],
  ["Xi'an", '西安', 'Shaanxi', "Xi'an"],
  ['Tianjin', '天津', 'Tianjin', 'Tianjin'],
  ['Harbin', '哈尔滨', 'Heilongjiang', 'Harbin'],
  ['Changsha', '长沙', 'Hunan', 'Changsha'],
  ['Dalian', '大连', 'Liaoning', 'Dalian'],
  ['Qingdao', '青岛', 'Shandong', 'Qingdao'],
  ['Jinan', '济南', 'Shandong', 'Jinan'],
  ['Xiamen', '厦门', 'Fujian', 'Xiamen'],
  ['Hefei', '合肥', 'Anhui', 'Hefei'],
  ['Chongqing', '重庆', 'Chongqing', 'Chongqing'],
  ['Shenyang', '沈阳', 'Liaoning', 'Shenyang'],
  ['Changchun', '长春', 'Jilin', 'Changchun'],
  ['Kunming', '昆明', 'Yunnan', 'Kunming'],
  ['Lanzhou', '兰州', 'Gansu', 'Lanzhou'],
  ['Zhengzhou', '郑州', 'Henan', 'Zhengzhou'],
  ['Nanchang', '南昌', 'Jiangxi', 'Nanchang'],
  ['Fuzhou', '福州', 'Fujian', 'Fuzhou'],
  ['Nanning', '南宁', 'Guangxi', 'Nanning'],
  ['Guiyang', '贵阳', 'Guizhou', 'Guiyang'],
  ['Taiyuan', '太原', 'Shanxi', 'Taiyuan'],
  ['Shijiazhuang', '石家庄', 'Hebei', 'Shijiazhuang'],
  ['Hohhot', '呼和浩特', 'Inner Mongolia', 'Hohhot'],
  ['Urumqi', '乌鲁木齐', 'Xinjiang', 'Ürümqi'],
  ['Haikou', '海口', 'Hainan', 'Haikou'],
  ['Ningbo', '宁波', 'Zhejiang', 'Ningbo'],
  ['Suzhou', '苏州', 'Jiangsu', 'Suzhou'],
  ['Wuxi', '无锡', 'Jiangsu', 'Wuxi'],
  ['Yangzhou', '扬州', 'Jiangsu', 'Yangzhou'],
  ['Wenzhou', '温州', 'Zhejiang', 'Wenzhou'],
  ['Jinhua', '金华', 'Zhejiang', 'Jinhua'],
  ['Guilin', '桂林', 'Guangxi', 'Guilin'],
  ['Zhuhai', '珠海', 'Guangdong', 'Zhuhai'],
  ['Shantou', '汕头', 'Guangdong', 'Shantou'],
  ['Yantai', '烟台', 'Shandong', 'Yantai'],
  ['Weihai', '威海', 'Shandong', 'Weihai'],
  ['Xuzhou', '徐州', 'Jiangsu', 'Xuzhou'],
  ['Luoyang', '洛阳', 'Henan', 'Luoyang'],
  ['Mianyang', '绵阳', 'Sichuan', 'Mianyang'],
  ['Zhenjiang', '镇江', 'Jiangsu', 'Zhenjiang'],
  ['Changzhou', '常州', 'Jiangsu', 'Changzhou'],
  ['Nantong', '南通', 'Jiangsu', 'Nantong'],
  ['Baoding', '保定', 'Hebei', 'Baoding'],
  ['Qinhuangdao', '秦皇岛', 'Hebei', 'Qinhuangdao'],
  ['Yichang', '宜昌', 'Hubei', 'Yichang'],
  ['Xiangtan', '湘潭', 'Hunan', 'Xiangtan'],
  ['Ganzhou', '赣州', 'Jiangxi', 'Ganzhou'],
  ['Zhanjiang', '湛江', 'Guangdong', 'Zhanjiang'],
  ['Dongguan', '东莞', 'Guangdong', 'Dongguan'],
  ['Foshan', '佛山', 'Guangdong', 'Foshan'],
  ['Quanzhou', '泉州', 'Fujian', 'Quanzhou'],
  ['Daqing', '大庆', 'Heilongjiang', 'Daqing'],
  ['Jilin', '吉林', 'Jilin', 'Jilin'],
];

const KINDS: [string, string][] = [
  ['University', '大学'],
  ['Normal University', '师范大学'],
  ['University of Technology', '理工大学'],
  ['Medical University', '医科大学'],
  ['University of Science and Technology', '科技大学'],
  ['Jiaotong University', '交通大学'],
  ['Polytechnic', '职业技术大学'],
  ['Vocational College', '职业学院'],
  ['Foreign Studies University', '外国语大学'],
  ['University of Finance and Economics', '财经大学'],
  ['Agricultural University', '农业大学'],
  ['Institute of Technology', '工学院'],
  ['Petroleum University', '石油大学'],
  ['Maritime University', '海事大学'],
  ['University of Traditional Chinese Medicine', '中医药大学'],
  ['Language and Culture University', '语言文化大学'],
  ['University of Electronic Technology', '电子科技大学'],
  ['University of Architecture', '建筑大学'],
  ['Forestry University', '林业大学'],
  ['University of Commerce', '商业大学'],
  ['University of Political Science and Law', '政法大学'],
  ['University of Chemical Technology', '化工大学'],
  ['University of Aeronautics', '航空大学'],
  ['Ocean University', '海洋大学'],
  ['Sports University', '体育大学'],
  ['University of Posts and Telecommunications', '邮电大学'],
  ['Energy University', '能源大学'],
  ['Art Institute', '艺术学院'],
  ['International Studies University', '国际大学'],
  ['Open University', '开放大学'],
  ['University of Mining', '矿业大学'],
  ['Textile University', '纺织大学'],
  ['University of Water Resources', '水利大学'],
  ['City University', '城市大学'],
];

const LANGUAGES: TeachingLanguage[] = ['english', 'english', 'chinese', 'chinese', 'bilingual', 'french'];
const TAGS = [
  [],
  [],
  [],
  ['double_first_class'],
  ['double_first_class', 'project_211'],
  ['double_first_class', 'project_985', 'project_211'],
];

export interface CatalogueDemoOptions {
  universities: number;
  programmes: number;
  seedDir: string;
  now?: Date;
  progress?: (done: number) => void;
}

/** Adds `universities` made-up universities and `programmes` programmes spread over them (as evenly as can be). */
export async function seedCatalogueDemo(prisma: PrismaClient, options: CatalogueDemoOptions): Promise<void> {
  const now = options.now ?? new Date();
  const random = seededRandom('catalogue-demo');
  const figuresCheckedOn = new Date(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  const subjects: Subject[] = [...(await readSubjects(prisma, options.seedDir)).values()];
  if (subjects.length === 0) throw new Error('The demo catalogue needs the majors: run pnpm db:seed first.');

  const slugOf = (name: string) =>
    `demo-${name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')}`;
  for (const [name, nameZh, province, nameFr] of CITIES) {
    void nameZh;
    await prisma.city.upsert({
      where: { slug: slugOf(name) },
      update: {},
      create: { slug: slugOf(name), name, nameFr, province, provinceFr: province, provinceSlug: slugOf(province) },
    });
  }
  const cities = await prisma.city.findMany({ where: { slug: { startsWith: 'demo-' } } });
  const cityOf = new Map(cities.map((c) => [c.slug, c]));

  const rows = [];
  for (let i = 0; i < options.universities; i += 1) {
    const [cityName, cityZh] = CITIES[i % CITIES.length] as [string, string, string, string];
    const [kind, kindZh] = KINDS[Math.floor(i / CITIES.length) % KINDS.length] as [string, string];
    const round = Math.floor(i / (CITIES.length * KINDS.length));
    const name = `${cityName} ${kind}${round > 0 ? ` ${round + 1}` : ''} (demo)`;
    const city = cityOf.get(slugOf(cityName))!;
    rows.push({
      slug: slugOf(name),
      name,
      nameZh: `${cityZh}${kindZh}`,
      cityId: city.id,
      type:
        kind === 'Polytechnic'
          ? ('polytechnic' as const)
          : kind === 'Vocational College'
            ? ('vocational_college' as const)
            : ('university' as const),
      tags: pick(random, TAGS),
      founded: between(random, 1895, 2010),
      internationalStudents: between(random, 50, 4000),
      description: `${name} in ${cityName}.`,
      descriptionFr: `${name} à ${city.nameFr}.`,
      figuresCheckedOn,
      searchText: universitySearchText({ name, nameZh: `${cityZh}${kindZh}`, cityName, cityNameFr: city.nameFr }),
    });
  }
  const universities = [];
  for (let at = 0; at < rows.length; at += 500) {
    universities.push(
      ...(await prisma.university.createManyAndReturn({ data: rows.slice(at, at + 500), skipDuplicates: true })),
    );
  }
  await recordSearchWords(
    prisma,
    universities.map((u) => u.searchText),
  );

  const perUniversity = Math.ceil(options.programmes / Math.max(1, universities.length));
  let done = 0;
  let drafts: ProgrammeDraft[] = [];
  for (const university of universities) {
    const city = cities.find((c) => c.id === university.cityId)!;
    const context = {
      id: university.id,
      slug: university.slug,
      name: university.name,
      nameZh: university.nameZh,
      cityName: city.name,
      cityNameFr: city.nameFr,
    };
    const seen = new Set<string>();
    for (
      let tries = 0;
      seen.size < perUniversity && done + seen.size < options.programmes && tries < perUniversity * 10;
      tries += 1
    ) {
      const subject = pick(random, subjects);
      const degree = pick(random, subject.degrees);
      const language = degree === 'language' ? 'chinese' : pick(random, LANGUAGES);
      const draft = buildProgramme(random, context, subject, degree, language, { now, figuresCheckedOn });
      if (seen.has(draft.data.slug)) continue;
      seen.add(draft.data.slug);
      drafts.push(draft);
    }
    done += seen.size;
    if (drafts.length >= 2000) {
      await insertProgrammes(prisma, drafts);
      drafts = [];
      options.progress?.(done);
    }
  }
  await insertProgrammes(prisma, drafts);
  options.progress?.(done);

  // Scholarships at one university in twenty, for the `scholarship=1` filter.
  const scholarship = await prisma.scholarship.upsert({
    where: { slug: 'demo-university-scholarship' },
    update: {},
    create: {
      slug: 'demo-university-scholarship',
      name: 'University Scholarship (demo)',
      nameFr: 'Bourse universitaire (démo)',
      provider: 'university',
      tuitionCoveragePercent: 50,
      degrees: ['bachelor', 'master', 'doctorate'],
      howToApply: 'Apply to the university.',
      howToApplyFr: "Posez votre candidature à l'université.",
      figuresCheckedOn,
    },
  });
  await prisma.scholarshipUniversity.createMany({
    data: universities
      .filter((_, index) => index % 20 === 0)
      .map((u) => ({ scholarshipId: scholarship.id, universityId: u.id })),
    skipDuplicates: true,
  });
}
