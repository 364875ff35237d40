import { leg, type JourneySeed } from './types'

const SH = { city: '上海', province: '310000', cityCode: '310100' }

export const SHANGHAI: JourneySeed = {
  id: 6,
  title: '日落以后出发：上海外滩夜游三日',
  titleEn: 'Set off after sunset: three nights on the Bund',
  summary: '白天逛老城厢和梧桐区，太阳落山后沿黄浦江两岸走：外滩万国建筑、陆家嘴天际线、十六铺夜游船。',
  ownerId: 1,
  startDate: '2025-09-05',
  country: 'CN',
  currency: 'CNY',
  visibility: 'public',
  reviewStatus: 'published',
  views: 11250,
  saves: 1530,
  days: [
    {
      title: '老城厢与第一次外滩夜色',
      ...SH,
      items: [
        ['上海虹桥站', 'Shanghai Hongqiao Railway Station', 'hub', 31.194, 121.327, '闵行区申贵路1500号', '地铁10号线直达豫园。', 20],
        leg('subway', 45, 20, '地铁10号线', 5),
        ['豫园', 'Yu Garden', 'nature', 31.2272, 121.4921, '黄浦区福佑路168号', '明代私家园林，玉玲珑与九曲桥。', 75],
        ['南翔馒头店', 'Nanxiang Steamed Bun Restaurant', 'food', 31.227, 121.4918, '黄浦区豫园路85号', '蟹粉小笼包的老字号。', 45],
        ['上海城隍庙', 'Shanghai City God Temple', 'culture', 31.226, 121.489, '黄浦区方浜中路249号', '老城厢的信仰中心。', 30],
        ['南京东路步行街', 'Nanjing Road Pedestrian Street', 'shopping', 31.238, 121.48, '黄浦区南京东路', '霓虹招牌下的中华商业第一街。', 60],
        ['和平饭店', 'Fairmont Peace Hotel', 'hotel', 31.2399, 121.4872, '黄浦区南京东路20号', '绿色金字塔顶的装饰艺术风格饭店，老年爵士乐队每晚演出。', 60],
        ['外滩', 'The Bund', 'sight', 31.24, 121.49, '黄浦区中山东一路', '五十二幢万国建筑，入夜后灯光全开。', 60],
      ],
    },
    {
      title: '黄浦江两岸夜游',
      ...SH,
      items: [
        ['新天地', 'Xintiandi', 'shopping', 31.2196, 121.4735, '黄浦区太仓路181弄', '石库门改造的街区，下午喝咖啡。', 60],
        ['田子坊', 'Tianzifang', 'shopping', 31.2103, 121.466, '黄浦区泰康路210弄', '弄堂里的小店和画廊。', 60],
        ['外滩源', 'Rockbund', 'culture', 31.243, 121.488, '黄浦区圆明园路', '外滩最早的建筑群，洛克外滩源。', 40],
        ['外白渡桥', 'Waibaidu Bridge', 'sight', 31.2446, 121.4905, '黄浦区中山东一路', '中国第一座全钢结构铆接桥，夜景经典机位。', 20],
        ['北外滩滨江', 'North Bund Riverside', 'sight', 31.25, 121.498, '虹口区东大名路', '从北边回望外滩与陆家嘴。', 40],
        ['十六铺码头', 'Shiliupu Wharf', 'hub', 31.2303, 121.497, '黄浦区中山东二路531号', '黄浦江夜游船在这里登船，约一小时。', 20],
        leg('ferry', 60, 9, '黄浦江夜游船', 120),
        ['东方明珠', 'Oriental Pearl Tower', 'sight', 31.2397, 121.4998, '浦东新区世纪大道1号', '468米的电视塔，上海的老地标。', 60],
        ['陆家嘴滨江大道', 'Lujiazui Riverside Promenade', 'sight', 31.238, 121.496, '浦东新区滨江大道', '对岸正是外滩万国建筑。', 45],
      ],
    },
    {
      title: '梧桐区漫步与上海之巅',
      ...SH,
      items: [
        ['武康大楼', 'Wukang Mansion', 'sight', 31.205, 121.438, '徐汇区淮海中路1842-1858号', '邬达克设计的船形公寓。', 20],
        ['武康路', 'Wukang Road', 'sight', 31.207, 121.438, '徐汇区武康路', '梧桐树下的老洋房街区。', 60],
        ['安福路', 'Anfu Road', 'shopping', 31.2135, 121.4435, '徐汇区安福路', '话剧艺术中心与买手店。', 45],
        ['静安寺', "Jing'an Temple", 'culture', 31.2232, 121.4455, '静安区南京西路1686号', '金顶古刹立在高楼之间。', 40],
        ['思南公馆', 'Sinan Mansions', 'culture', 31.215, 121.469, '黄浦区复兴中路523号', '法式花园洋房群，周末有读书会。', 45],
        ['人民广场', "People's Square", 'sight', 31.2317, 121.4737, '黄浦区人民大道', '上海的城市中心。', 20],
        ['上海博物馆', 'Shanghai Museum', 'culture', 31.2284, 121.4752, '黄浦区人民大道201号', '青铜器与陶瓷馆藏世界级，免费需预约。', 120],
        ['上海中心大厦', 'Shanghai Tower', 'sight', 31.2335, 121.5055, '浦东新区银城中路501号', '632米的中国第一高楼，118层观光厅看城市灯海。', 75],
      ],
    },
  ],
}
