import { leg, type JourneySeed } from './types'

const XM = { city: '厦门', province: '350000', cityCode: '350200' }

export const XIAMEN: JourneySeed = {
  id: 5,
  title: '厦门四日：鼓浪屿琴声与环岛路海风',
  titleEn: 'Four days in Xiamen: Gulangyu and the island ring road',
  summary: '住在老城中山路附近，吃沙茶面和花生汤，坐轮渡上鼓浪屿，骑车走环岛路，最后去集美学村。',
  ownerId: 2,
  startDate: '2025-07-14',
  country: 'CN',
  currency: 'CNY',
  visibility: 'public',
  reviewStatus: 'published',
  views: 8023,
  saves: 977,
  days: [
    {
      title: '老城与厦大',
      ...XM,
      items: [
        ['厦门高崎国际机场', 'Xiamen Gaoqi International Airport', 'hub', 24.544, 118.1277, '湖里区翔云一路', '打车二十分钟到老城。', 30],
        leg('taxi', 25, 14, undefined, 40),
        ['中山路步行街', 'Zhongshan Road Pedestrian Street', 'shopping', 24.456, 118.08, '思明区中山路', '骑楼老街，一直走到鹭江道海边。', 60],
        ['黄则和花生汤', 'Huangzehe Peanut Soup', 'food', 24.456, 118.0815, '思明区中山路22-24号', '老字号花生汤，配一份土笋冻。', 30],
        ['第八市场', 'Bashi Seafood Market', 'food', 24.4622, 118.0771, '思明区开禾路', '本地人的海鲜菜市场，可以买了加工。', 45],
        ['沙坡尾', 'Shapowei', 'culture', 24.444, 118.09, '思明区大学路', '避风坞旁的旧渔港，文创小店与咖啡馆。', 60],
        ['南普陀寺', 'Nanputuo Temple', 'culture', 24.4424, 118.0961, '思明区思明南路515号', '闽南佛教名刹，素饼出名。', 45],
        ['厦门大学', 'Xiamen University', 'culture', 24.4375, 118.0974, '思明区思明南路422号', '芙蓉湖和嘉庚建筑，需提前预约参观。', 75],
      ],
    },
    {
      title: '鼓浪屿',
      ...XM,
      items: [
        ['厦门国际邮轮中心', 'Xiamen International Cruise Center', 'hub', 24.476, 118.072, '湖里区东港北路2号', '上鼓浪屿的游客轮渡在这里。', 20],
        leg('ferry', 20, 3.5, '鼓浪屿轮渡', 35),
        ['钢琴码头', 'Piano Ferry Pier', 'hub', 24.4495, 118.07, '思明区鼓浪屿三丘田', '岛上的主要码头。', 10],
        ['龙头路', 'Longtou Road', 'food', 24.4485, 118.068, '思明区鼓浪屿龙头路', '岛上的小吃街，鱼丸与海蛎煎。', 45],
        ['日光岩', 'Sunlight Rock', 'sight', 24.446, 118.065, '思明区鼓浪屿晃岩路62号', '鼓浪屿最高点，俯瞰全岛红瓦与厦门天际线。', 60],
        ['菽庄花园', 'Shuzhuang Garden', 'nature', 24.442, 118.068, '思明区鼓浪屿港仔后路7号', '藏海补山的海上园林，内有钢琴博物馆。', 60],
        ['鼓浪屿风琴博物馆', 'Gulangyu Organ Museum', 'culture', 24.4478, 118.0641, '思明区鼓浪屿鸡山路24号', '八角楼里收藏的古董管风琴。', 40],
      ],
    },
    {
      title: '环岛路骑行',
      ...XM,
      items: [
        ['厦门园林植物园', 'Xiamen Botanical Garden', 'nature', 24.452, 118.108, '思明区虎园路25号', '雨林世界和多肉区，喷雾时像仙境。', 120],
        ['胡里山炮台', 'Hulishan Fortress', 'culture', 24.435, 118.108, '思明区曾厝垵路2号', '清末海防炮台，保存有克虏伯大炮。', 45],
        ['白城沙滩', 'Baicheng Beach', 'nature', 24.434, 118.103, '思明区环岛南路', '厦大白城校门外的沙滩。', 30],
        ['曾厝垵', "Zengcuo'an Village", 'food', 24.435, 118.125, '思明区曾厝垵', '渔村改造的文创村，小吃密集。', 75],
        ['黄厝海滩', 'Huangcuo Beach', 'nature', 24.446, 118.165, '思明区环岛东路', '环岛路上人少的沙滩，适合看日落。', 60],
        ['演武大桥观景平台', 'Yanwu Bridge Viewing Platform', 'sight', 24.44, 118.1, '思明区演武路', '离海面最近的桥，看双子塔夜景。', 30],
      ],
    },
    {
      title: '集美学村',
      ...XM,
      items: [
        ['乌糖沙茶面', 'Wutang Satay Noodles', 'food', 24.4605, 118.0862, '思明区民族路', '本地人排队的沙茶面，加猪肝和大肠。', 30],
        leg('subway', 40, 20, '地铁1号线', 5),
        ['集美学村', 'Jimei School Village', 'culture', 24.575, 118.103, '集美区嘉庚路', '陈嘉庚创办的学村，燕尾脊与西式屋身结合的嘉庚建筑。', 90],
        ['鳌园', 'Aoyuan Garden', 'culture', 24.57, 118.105, '集美区嘉庚路', '陈嘉庚先生陵园，石雕精美。', 45],
        ['厦门北站', 'Xiamen North Railway Station', 'hub', 24.638, 118.069, '集美区后溪镇', '高铁离开厦门。', 20],
      ],
    },
  ],
}
