import { leg, type JourneySeed } from './types'

const CD = { city: '成都', province: '510000', cityCode: '510100' }

export const CHENGDU: JourneySeed = {
  id: 4,
  title: '成都五日：熊猫、茶馆与一碗麻婆豆腐',
  titleEn: 'Five days in Chengdu: pandas, teahouses and mapo tofu',
  summary: '慢下来的成都：早上看熊猫，下午在人民公园喝盖碗茶，晚上玉林路听歌；再用一天去都江堰和青城山。',
  ownerId: 1,
  startDate: '2025-06-12',
  country: 'CN',
  currency: 'CNY',
  visibility: 'public',
  reviewStatus: 'published',
  views: 15402,
  saves: 2210,
  days: [
    {
      title: '宽窄巷子与人民公园',
      ...CD,
      items: [
        ['成都双流国际机场', 'Chengdu Shuangliu International Airport', 'hub', 30.5785, 103.9471, '双流区机场路', '地铁10号线转线进城约50分钟。', 30],
        leg('subway', 50, 20, '地铁10号线转4号线', 5),
        ['宽窄巷子', 'Kuanzhai Alley', 'culture', 30.6699, 104.0555, '青羊区长顺上街127号', '清代少城的三条老巷，川西民居与茶馆。', 90],
        ['人民公园鹤鸣茶社', 'Heming Teahouse, People\'s Park', 'food', 30.658, 104.0571, '青羊区少城路12号人民公园内', '百年老茶社，盖碗茶加掏耳朵是成都日常。', 90],
        ['天府广场', 'Tianfu Square', 'sight', 30.6574, 104.0658, '青羊区人民南路一段86号', '成都的城市中心，太阳神鸟图案的广场。', 20],
        ['春熙路', 'Chunxi Road', 'shopping', 30.654, 104.08, '锦江区春熙路', '成都最热闹的商业街。', 45],
        ['成都远洋太古里', 'Sino-Ocean Taikoo Li Chengdu', 'shopping', 30.6532, 104.0833, '锦江区中纱帽街8号', '川西风格的开放式街区，IFS屋顶有爬墙熊猫。', 60],
        ['大慈寺', 'Daci Temple', 'culture', 30.6547, 104.0848, '锦江区大慈寺路23号', '闹市中的千年古刹，唐代玄奘曾在此受戒。', 30],
      ],
    },
    {
      title: '大熊猫基地与东郊',
      ...CD,
      items: [
        ['成都大熊猫繁育研究基地', 'Chengdu Research Base of Giant Panda Breeding', 'nature', 30.7331, 104.1459, '成华区熊猫大道1375号', '早上八点前熊猫最活跃，记得提前预约。', 180],
        ['东郊记忆', 'Eastern Suburb Memory', 'culture', 30.6727, 104.1228, '成华区建设南支路4号', '老厂房改造的音乐与艺术园区。', 60],
        ['建设路小吃街', 'Jianshe Road Snack Street', 'food', 30.6775, 104.102, '成华区建设路', '烤苕皮、冒烤鸭、钵钵鸡一路吃过去。', 75],
        ['望江楼公园', 'Wangjiang Pavilion Park', 'nature', 30.6302, 104.0887, '武侯区望江路30号', '纪念薛涛的园林，种有上百种竹子。', 45],
        ['九眼桥', 'Jiuyan Bridge', 'sight', 30.6418, 104.0837, '锦江区九眼桥', '锦江夜景与酒吧街。', 45],
      ],
    },
    {
      title: '三国与诗圣：武侯祠、锦里、杜甫草堂',
      ...CD,
      items: [
        ['武侯祠', 'Wuhou Shrine', 'culture', 30.6467, 104.0432, '武侯区武侯祠大街231号', '全国唯一君臣合祀的祠庙，供奉刘备与诸葛亮。', 90],
        ['锦里古街', 'Jinli Ancient Street', 'food', 30.6451, 104.0463, '武侯区武侯祠大街231号附1号', '紧挨武侯祠的小吃街，三大炮、糖油果子。', 60],
        ['杜甫草堂', 'Du Fu Thatched Cottage', 'culture', 30.66, 104.028, '青羊区青华路37号', '杜甫流寓成都时的故居，竹林与梅园。', 90],
        ['四川博物院', 'Sichuan Museum', 'culture', 30.6616, 104.0339, '青羊区浣花南路251号', '张大千书画与汉代画像砖。', 90],
        ['青羊宫', 'Qingyang Palace', 'culture', 30.6628, 104.0389, '青羊区一环路西二段9号', '西南第一道观，八卦亭精美。', 40],
        ['陈麻婆豆腐 总店', 'Chen Mapo Tofu', 'food', 30.6668, 104.0713, '青羊区西玉龙街197号', '麻婆豆腐的发源老店，麻辣烫酥嫩。', 60],
        ['文殊院', 'Wenshu Monastery', 'culture', 30.6752, 104.0723, '青羊区文殊院街66号', '川西第一禅林，斋堂的素面很好吃。', 45],
      ],
    },
    {
      title: '都江堰与青城山',
      ...CD,
      items: [
        ['犀浦站', 'Xipu Railway Station', 'hub', 30.7589, 103.9706, '郫都区犀浦镇', '成灌快铁到都江堰约20分钟。', 15],
        leg('highspeed', 22, 38, '成灌城际 C6101', 10),
        ['都江堰景区', 'Dujiangyan Irrigation System', 'culture', 31.0038, 103.6092, '都江堰市公园路', '两千两百多年前李冰父子主持修建，至今仍在灌溉成都平原。', 150],
        ['南桥', 'Nanqiao Bridge', 'sight', 30.999, 103.616, '都江堰市幸福路', '岷江上的廊桥，夜里灯火通明。', 30],
        leg('bus', 35, 18, '都江堰—青城山旅游专线', 10),
        ['青城山前山', 'Mount Qingcheng (Front Mountain)', 'nature', 30.8986, 103.5717, '都江堰市青城山镇', '青城天下幽，道教发源地之一。', 180],
      ],
    },
    {
      title: '成都嘻哈地图：玉林路与339',
      ...CD,
      items: [
        ['金沙遗址博物馆', 'Jinsha Site Museum', 'culture', 30.6817, 104.0131, '青羊区金沙遗址路2号', '太阳神鸟金饰出土地，古蜀文明的另一半。', 120],
        ['奎星楼街', 'Kuixinglou Street', 'food', 30.6713, 104.0548, '青羊区奎星楼街', '藏在宽窄巷子旁的美食街。', 60],
        ['玉林路小酒馆', 'Little Bar, Yulin Road', 'food', 30.6323, 104.0612, '武侯区玉林西路55号', '因一首民谣出名的小酒馆。', 60],
        ['成都339电视塔', 'Chengdu 339 TV Tower', 'sight', 30.6552, 104.1003, '成华区猛追湾街168号', '339米高的天府熊猫塔，俯瞰锦江夜景。', 75],
        ['成都东站', 'Chengdu East Railway Station', 'hub', 30.6298, 104.1418, '成华区邛崃山路333号', '高铁离开成都。', 20],
      ],
    },
  ],
}
