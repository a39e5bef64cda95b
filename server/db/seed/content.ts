// Help-centre, agreement and media articles, and the ad slots (home banners and floors).
// Article HTML is sanitised here with the content module's allow-list (as a staff save is).
// HELP_MENU is what the top bar's help menu links to: /helpCenter?type=<label>&value=<articleId>.

import { articlePlainText, sanitizeArticleHtml } from '../../modules/content/public.ts';

export type CmsKind = 'help' | 'media' | 'agreement';

export interface CmsCategorySeed {
  id: number;
  kind: CmsKind;
  name: string;
  sort: number;
}

export interface CmsArticleSeed {
  id: number;
  categoryId: number;
  title: string;
  label: string;
  summary: string;
  content: string;
  coverUrl: string | null;
  sort: number;
  /** The content's plain text (help search), from the sanitised content. */
  bodyText: string;
  /** Days before `now` the article was published. */
  ageDays: number;
}

export interface CmsAdSeed {
  id: number;
  code: string;
  displayPosition: number;
  title: string;
  imageUrl: string;
  linkUrl: string | null;
  sort: number;
}

export const CMS_CATEGORIES: readonly CmsCategorySeed[] = [
  { id: 1, kind: 'help', name: '新手指南', sort: 1 },
  { id: 2, kind: 'help', name: '购物流程', sort: 2 },
  { id: 3, kind: 'help', name: '支付方式', sort: 3 },
  { id: 4, kind: 'help', name: '配送方式', sort: 4 },
  { id: 5, kind: 'help', name: '售后服务', sort: 5 },
  { id: 6, kind: 'help', name: '发票说明', sort: 6 },
  { id: 7, kind: 'agreement', name: '协议与政策', sort: 7 },
  { id: 8, kind: 'media', name: '行业资讯', sort: 8 },
  { id: 9, kind: 'media', name: '公司新闻', sort: 9 },
];

const p = (text: string) => `<p>${text}</p>`;
const h = (text: string) => `<h3>${text}</h3>`;
const ol = (...items: string[]) => `<ol>${items.map((i) => `<li>${i}</li>`).join('')}</ol>`;
const ul = (...items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
const doc = (...parts: string[]) => parts.join('');
const table = (head: readonly string[], ...rows: ReadonlyArray<readonly string[]>) =>
  `<table><thead><tr>${head.map((c) => `<th>${c}</th>`).join('')}</tr></thead><tbody>${rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('')}</tbody></table>`;
const strong = (text: string) => `<strong>${text}</strong>`;
const link = (href: string, text: string) => `<a href="${href}">${text}</a>`;

interface ArticleInput {
  title: string;
  label: string;
  summary: string;
  content: string;
  cover?: string | null;
  ageDays?: number;
}

function articles(categoryId: number, items: readonly ArticleInput[]): CmsArticleSeed[] {
  return items.map((a, i) => ({
    id: categoryId * 100 + i + 1,
    categoryId,
    title: a.title,
    label: a.label,
    summary: a.summary,
    content: a.content,
    coverUrl: a.cover ?? null,
    sort: i + 1,
    bodyText: '',
    ageDays: a.ageDays ?? 120 - categoryId * 5 - i,
  }));
}

const GUIDE = articles(1, [
  {
    title: '帮助中心', label: 'help-center', summary: '爱备客帮助中心：注册登录、选型询价、下单支付、配送售后与发票的常见问题汇总。',
    content: doc(
      p('欢迎使用爱备客工业品商城。帮助中心按购物环节整理了常见问题，您可以通过左侧目录快速查找：'),
      ul('新手指南：账号注册、登录、找回密码与企业认证', '购物流程：型号搜索、批量询价、型号转换与下单', '支付方式：在线支付、对公转账与账期支付', '配送方式：配送范围、时效与运费', '售后服务：退换货政策与售后申请流程', '发票说明：增值税普通发票与专用发票的开具'),
      p('如未找到答案，请拨打客服热线 400-826-6688（周一至周五 8:30-17:30），或点击页面右侧的在线客服，我们将尽快为您解答。'),
    ),
  },
  {
    title: '网站注册与登录流程', label: 'register-login', summary: '使用手机号注册爱备客账号，支持密码登录、短信验证码登录与微信扫码登录。',
    content: doc(
      h('一、注册账号'),
      ol('点击页面顶部的“免费注册”，进入注册页面', '输入常用手机号，完成图形验证码校验后获取短信验证码', '设置登录密码：8~20位，需同时包含字母和数字', '阅读并勾选《用户协议》与《隐私政策》，点击“立即注册”'),
      p('注册成功后默认为个人会员。企业采购用户可在“个人中心 - 企业认证”提交营业执照信息，审核通过后升级为企业会员，并可免费领取30天VIP。'),
      h('二、登录方式'),
      ul('账号密码登录：手机号/用户名 + 密码', '短信验证码登录：手机号 + 短信验证码，无需记住密码', '微信扫码登录：首次扫码需绑定手机号'),
      h('三、安全提示'),
      p('连续输错密码后，登录需输入图形验证码，或发送到账号绑定手机的短信验证码，账号不会被锁定。爱备客工作人员不会以任何理由向您索取密码或短信验证码。'),
    ),
  },
  {
    title: '找回密码与账户安全', label: 'account-security', summary: '忘记密码时可通过手机短信验证找回；建议定期修改密码并绑定微信。',
    content: doc(
      h('找回密码'),
      ol('在登录页点击“忘记密码”', '输入注册手机号并完成图形验证码', '输入短信验证码，验证通过后设置新密码'),
      h('修改绑定手机号'),
      p('进入“个人中心 - 安全设置 - 修改手机号”，先验证原手机号，再验证新手机号即可完成更换。原手机号已停用的，请联系客服人工处理，需提供身份证明或企业证明材料。'),
    ),
  },
  {
    title: '企业认证与免费VIP', label: 'enterprise-cert', summary: '提交统一社会信用代码与营业执照，审核通过后升级企业会员并赠送30天VIP。',
    content: doc(
      p('企业认证用于确认采购主体，认证后可开具增值税专用发票、使用对公转账与账期支付，并享受企业专属价格。'),
      h('认证步骤'),
      ol('进入“个人中心 - 企业认证”', '填写企业名称与18位统一社会信用代码，系统会自动校验代码格式', '上传营业执照照片或扫描件（JPG/PNG/PDF，不超过5MB）', '填写联系人与联系电话后提交，1个工作日内完成审核'),
      h('新认证企业福利'),
      p('首次通过企业认证的会员将自动获得30天VIP，VIP期间购买商品享受VIP价格。VIP到期后可按年开通，年费688元。'),
    ),
  },
]);

const SHOPPING = articles(2, [
  {
    title: '如何搜索与选型', label: 'search-guide', summary: '按型号精确搜索，或按品牌、分类与参数筛选；输入时会给出型号联想。',
    content: doc(
      p('在页面顶部搜索框输入型号即可搜索，例如“6205-2RSH”“LC1D09M7C”。型号搜索不区分大小写、全角半角，并会忽略空格、短横线、点和斜杠，输入“62052rsh”同样可以找到。'),
      ul('选择联想列表中的型号：精确匹配该型号', '直接回车或点击搜索：模糊匹配型号与商品名称', '在结果页可按品牌、分类筛选，并按价格、销量排序'),
      p('不确定型号时，可使用“型号转换”查询不同品牌之间的替代型号，或联系客服由选型工程师协助。'),
    ),
  },
  {
    title: '如何询价', label: 'enquiry', summary: '单个商品可直接下单；大批量、非标或未上架商品请使用批量询价，客服在2小时内报价。',
    content: doc(
      p('爱备客所有上架商品均明码标价，可直接加入购物车下单。以下情况建议使用询价：'),
      ul('采购数量较大，希望获得阶梯价格', '所需型号未在商城上架或需要定制', '一次采购清单包含数十个乃至上百个型号'),
      h('批量询价步骤'),
      ol('进入“批量询价”页面，下载询价模板（Excel）', '按模板填写型号、品牌、名称与数量，每次最多500行', '上传文件，系统自动匹配商城商品并显示匹配结果', '未匹配或需议价的型号由客服在2小时内（工作时间）给出报价', '在“我的询价”中查看报价，可一键将报价商品加入购物车'),
      p('询价单有效期为7天，报价价格在有效期内下单有效。'),
    ),
  },
  {
    title: '批量询价与型号转换', label: 'batch-enquiry', summary: '上传采购清单自动匹配；型号转换可查询SKF、NSK、FAG等品牌的替代型号。',
    content: doc(
      p('型号转换功能收录了常见轴承、气动元件与低压电器的跨品牌对照，例如深沟球轴承SKF 6205-2RSH 对应 NSK 6205DDU、FAG 6205-2RSR、NTN 6205LLU。'),
      p('转换结果仅供参考，替代前请核对尺寸、密封形式、游隙与精度等参数，关键设备建议咨询选型工程师。'),
    ),
  },
  {
    title: '下单与订单跟踪', label: 'order-flow', summary: '从购物车结算，选择地址与发票，提交后在“我的订单”查看状态与物流。',
    content: doc(
      ol('将商品加入购物车，或在商品页点击“立即购买”', '确认收货地址、发票信息与备注', '提交订单并选择支付方式', '支付完成后，订单进入待发货状态，现货商品一般24小时内发出', '在“我的订单”查看物流单号与配送进度，收货后确认收货'),
      p('订单提交后24小时内未支付将自动取消，已锁定的库存会释放。对公转账订单请在提交后3个工作日内上传付款凭证。'),
    ),
  },
]);

const PAYMENT = articles(3, [
  {
    title: '支付方式', label: 'payment', summary: '支持微信支付、支付宝、对公转账；认证企业可申请月结账期。',
    content: doc(
      h('在线支付'),
      p('支持微信支付与支付宝，支付成功后订单实时确认，适合个人及小额采购。'),
      h('对公转账'),
      p('提交订单时选择“对公转账”，按订单页显示的收款账户汇款，并在“我的订单”上传付款凭证。财务确认到账后（一般1个工作日内）订单进入发货流程。'),
      ul('户名：爱备客（上海）工业品有限公司', '开户行：招商银行上海闵行支行', '账号：1219 0876 5410 888', '汇款备注请填写订单号'),
      h('账期支付'),
      p('通过企业认证且有稳定采购的企业客户，可申请30天或60天月结账期，需签订采购框架协议，额度根据采购历史与资信情况核定。'),
    ),
  },
  {
    title: '对公转账说明', label: 'bank-transfer', summary: '对公转账需使用企业账户汇款并上传凭证，到账后安排发货。',
    content: doc(
      p('为保证开票信息与付款主体一致，对公转账请使用与发票抬头一致的企业账户汇款。个人账户付款无法开具企业抬头的增值税专用发票。'),
      p('付款凭证支持JPG、PNG与PDF格式，需清晰显示付款账户、收款账户、金额与交易流水号。'),
    ),
  },
  {
    title: '账期与信用支付', label: 'credit-terms', summary: '账期客户按月对账，到期前付款；逾期将暂停账期下单。',
    content: doc(
      p('账期客户每月5日前收到上月对账单，请在账期到期日前完成付款。逾期未付款的，系统将暂停账期下单，恢复付款后自动解除。'),
      p('申请账期请联系您的专属客户经理，或拨打 400-826-6688 转企业服务。'),
    ),
  },
]);

const DELIVERY = articles(4, [
  {
    title: '配送范围与时效', label: 'delivery', summary: '全国配送（港澳台除外）；上海、苏州、广州、天津、武汉、成都仓现货当日或次日发出。',
    content: doc(
      p('爱备客在上海、苏州、广州、天津、武汉、成都设有仓库，系统按收货地址就近分配发货仓。'),
      ul('现货商品：工作日16:00前支付的订单当日发出，之后次日发出', '期货商品：以商品页标注的货期为准', '大件商品（搬运车、焊机、液压泵等）采用物流专线配送，时效3~7天'),
    ),
  },
  {
    title: '运费说明', label: 'freight', summary: '订单满199元包邮（大件与偏远地区除外），未满收取10元运费。',
    content: doc(
      p('单笔订单商品金额满199元免运费；未满199元收取10元运费。大件商品与新疆、西藏、青海等偏远地区的运费在结算页单独计算并显示。'),
    ),
  },
  {
    title: '签收与验货', label: 'receiving', summary: '收货时请当面检查外包装，破损或数量不符请拒收并联系客服。',
    content: doc(
      p('请在签收前检查外包装是否完好、件数是否与运单一致。如有破损、受潮或明显挤压，请当场拒收或在运单上注明后签收，并在24小时内拍照联系客服。'),
      p('签收后7天内请完成开箱验货，核对型号、数量与外观。'),
    ),
  },
]);

const AFTER_SALE = articles(5, [
  {
    title: '退换货政策', label: 'returns', summary: '标准品签收7天内可申请退换货；定制品、非标尺寸与已安装使用的商品不支持无理由退货。',
    content: doc(
      p('工业品采购以“型号确认、按需订购”为主，退换货政策如下：'),
      h('一、可以退换货的情况'),
      ul('商品存在质量问题，签收后15天内可申请退货或换货，运费由爱备客承担', '发错型号、少发漏发，签收后7天内可申请处理', '标准现货商品在未拆封、未安装、不影响二次销售的前提下，签收后7天内可申请退货，退回运费由买家承担'),
      h('二、不支持退换货的情况'),
      ul('按客户要求定制或非标尺寸的商品，例如指定行程的气缸、按长度切割的导轨、光轴、同步带、胶管总成与电缆', '已安装、使用或人为损坏的商品；轴承、密封件、螺纹胶等拆封后影响性能的商品', '期货订购的进口商品（质量问题除外）', '化学品、润滑油脂等已开封的商品'),
      p('注意：《消费者权益保护法》规定的七天无理由退货适用于个人消费者购买的普通商品，工业定制件与企业采购不在此列。'),
      h('三、退款时效'),
      p('退货商品到仓验收合格后，原路退款在3~5个工作日内到账；对公转账订单退回至付款账户。'),
    ),
  },
  {
    title: '申请售后流程', label: 'after-sale-flow', summary: '在“我的订单”选择商品提交售后申请，上传照片并说明问题，客服1个工作日内处理。',
    content: doc(
      ol('进入“我的订单”，在已完成或待收货订单中点击“申请售后”', '选择售后类型（退货退款、仅退款、换货）与商品数量', '填写问题描述并上传照片（最多5张）', '提交后在“售后服务”中查看审核进度与退货地址', '寄回商品并填写物流单号，仓库验收后完成退款或换货'),
    ),
  },
  {
    title: '质量保证与正品承诺', label: 'warranty', summary: '所售商品均来自品牌授权渠道，支持原厂质保，假一赔十。',
    content: doc(
      p('爱备客所售商品均来自品牌厂商或其授权代理商，可提供授权证明与原厂质保。若经品牌方鉴定为假冒商品，爱备客承诺假一赔十。'),
      p('质保期内出现非人为质量问题，可通过售后申请办理检测、维修或更换，质保期以品牌厂商规定为准。'),
    ),
  },
]);

const INVOICE = articles(6, [
  {
    title: '发票问题', label: 'invoice', summary: '可开具增值税电子普通发票与增值税专用发票，订单完成后开票。',
    content: doc(
      h('发票类型'),
      ul('增值税电子普通发票：个人与企业均可开具，开票后发送至预留邮箱', '增值税专用发票：仅限通过企业认证的会员，需维护完整的开票资质'),
      h('开票时间'),
      p('订单确认收货后系统自动开票，电子发票一般1个工作日内发送，纸质专用发票3个工作日内随快递寄出。'),
      h('发票内容'),
      p('发票按商品明细开具，商品名称与税收分类编码一致，不支持变更为“办公用品”“劳保用品”等笼统名称。'),
      h('换开与红冲'),
      p('发票信息有误需换开的，请在开票后180天内联系客服；已认证抵扣的专用发票需提供红字信息表。'),
    ),
  },
  {
    title: '增值税专用发票资质', label: 'vat-invoice', summary: '需维护单位名称、纳税人识别号、注册地址电话与开户行账号。',
    content: doc(
      p('在“个人中心 - 发票管理”新增增值税专用发票抬头，填写以下信息：'),
      ul('单位名称（须与企业认证名称一致）', '纳税人识别号（统一社会信用代码）', '注册地址与电话', '开户银行与银行账号', '收票人姓名、电话与地址'),
    ),
  },
  {
    title: '发票邮寄与电子发票', label: 'e-invoice', summary: '电子发票与纸质发票具有同等法律效力，可在订单详情下载。',
    content: doc(p('电子发票以PDF/OFD格式发送至收票邮箱，也可在订单详情页下载。纸质专用发票通过顺丰寄出，可在订单详情查看发票物流。')),
  },
]);

const AGREEMENTS = articles(7, [
  {
    title: '爱备客用户协议', label: 'user-agreement', summary: '注册、使用爱备客工业品商城服务须遵守的协议条款。', ageDays: 200,
    content: doc(
      p('欢迎您注册并使用爱备客工业品商城（以下简称“本平台”）。本平台由爱备客（上海）工业品有限公司（以下简称“爱备客”或“我们”）运营。请您在注册前仔细阅读本协议，特别是以加粗方式提示的免除或限制责任的条款。您点击“同意”并完成注册，即表示您已充分理解并同意本协议全部内容。'),
      h('第一条 账号注册与使用'),
      p('1.1 您应使用本人或所在单位实际使用的手机号注册，并提供真实、准确、完整的信息。以单位名义采购的，应完成企业认证，并保证提交的营业执照与统一社会信用代码真实有效。'),
      p('1.2 账号仅限您本人或经您所在单位授权的人员使用。您应妥善保管账号与密码，因保管不善导致的损失由您自行承担。发现账号被盗用的，请立即通知我们。'),
      p('1.3 您不得将账号出借、转让或用于任何违法违规活动，包括但不限于批量注册、恶意下单、套取优惠与积分。'),
      h('第二条 商品信息与价格'),
      p('2.1 本平台展示的商品名称、型号、参数、图片与价格均尽力保证准确。由于工业品型号繁多，商品图片可能为示意图，请以型号与参数为准。'),
      p('2.2 商品价格包含13%增值税。会员价、VIP价与企业专属价仅对符合条件的会员展示。价格可能因市场变化调整，以您提交订单时的价格为准。'),
      p('2.3 如因系统故障等原因导致商品价格明显错误，我们有权在发货前取消相关订单并全额退款。'),
      h('第三条 订单与合同成立'),
      p('3.1 您提交订单并完成支付（或经确认采用账期/对公转账方式）后，买卖合同成立。对于期货商品，合同在我们确认货期后成立。'),
      p('3.2 企业客户与我们另行签订采购框架协议的，框架协议与本协议不一致之处，以框架协议为准。'),
      h('第四条 配送、验收与售后'),
      p('4.1 我们将按订单约定的地址配送。您应在签收时检查外包装，并在签收后7日内完成验货。'),
      p('4.2 退换货按《退换货政策》执行。定制商品、按长度切割商品及已安装使用的商品，除质量问题外不予退换。'),
      h('第五条 积分与会员权益'),
      p('5.1 积分可用于积分商城兑换礼品，不可兑现、不可转让。以不正当手段获取的积分，我们有权予以扣除。'),
      p('5.2 VIP会员权益以页面公示为准。企业认证赠送的试用VIP到期后自动失效。'),
      h('第六条 知识产权'),
      p('本平台的页面设计、文字、图片、软件及商标等知识产权归爱备客或相关权利人所有。未经书面许可，任何人不得复制、抓取或用于商业目的。'),
      h('第七条 责任限制'),
      p('因不可抗力、网络故障、第三方服务中断等原因导致服务中断或延迟的，我们不承担责任，但会尽力减少对您的影响。我们对因使用商品造成的间接损失不承担责任，法律另有规定的除外。'),
      h('第八条 协议变更与终止'),
      p('我们可能根据业务调整修订本协议，修订后将在本平台公示。您继续使用服务即视为接受修订后的协议。您可以随时申请注销账号，注销前应结清未完成的订单与款项。'),
      h('第九条 法律适用与争议解决'),
      p('本协议适用中华人民共和国法律。因本协议产生的争议，双方应友好协商解决；协商不成的，任何一方均可向上海市闵行区人民法院提起诉讼。'),
      p('如您对本协议有任何疑问，请联系客服热线 400-826-6688 或发送邮件至 service@aibeike.com。'),
    ),
  },
  {
    title: '爱备客隐私政策', label: 'privacy-policy', summary: '我们如何收集、使用、存储和保护您的个人信息。', ageDays: 200,
    content: doc(
      p('爱备客（上海）工业品有限公司非常重视您的个人信息保护。本政策依据《中华人民共和国个人信息保护法》等法律法规制定，说明我们在您使用爱备客工业品商城时如何处理您的个人信息。'),
      h('一、我们收集的信息'),
      ul('注册与登录：手机号、密码（以加密形式存储）、短信验证码校验记录', '企业认证：企业名称、统一社会信用代码、营业执照影像、联系人姓名与电话', '交易履约：收货人姓名、电话、地址，发票抬头与税号，订单与支付记录', '客户服务：您与客服的沟通记录与售后申请材料', '设备与日志：浏览器类型、IP地址、访问时间与操作日志，用于安全风控与故障排查'),
      h('二、我们如何使用信息'),
      ul('完成注册登录、身份验证与账号安全保护', '处理订单、安排配送、开具发票与提供售后', '向您发送订单状态、物流与账户安全通知', '在您同意的前提下，推送促销活动与新品信息，您可随时退订'),
      h('三、信息的共享与委托处理'),
      p('为完成配送，我们会向物流公司提供收货人姓名、电话与地址；为完成支付，我们会向支付机构提供必要的订单信息；为提供质保服务，可能向品牌厂商提供必要的购买凭证信息。除上述情形及法律法规要求外，我们不会向第三方出售或提供您的个人信息。'),
      h('四、信息的存储与保护'),
      p('您的个人信息存储于中华人民共和国境内的服务器。我们采取访问控制、传输加密、密码加盐哈希存储、操作审计等措施保护信息安全。信息保存期限为实现处理目的所必需的最短时间，法律法规另有规定的从其规定。'),
      h('五、您的权利'),
      p('您有权查阅、复制、更正、删除您的个人信息，有权撤回同意与注销账号。您可以在“个人中心”自行操作，或联系客服协助处理，我们将在15个工作日内答复。'),
      h('六、未成年人保护'),
      p('本平台面向企业与成年个人提供工业品采购服务，不面向未满十八周岁的未成年人。'),
      h('七、政策更新与联系方式'),
      p('本政策更新后将在本平台公示，重大变更将以站内信或短信方式通知您。如有疑问，请通过 service@aibeike.com 或 400-826-6688 联系我们的个人信息保护负责人。'),
    ),
  },
]);

const NEWS_COVER = { industry: '/files/banner/news-industry.svg', company: '/files/banner/news-company.svg' } as const;

const INDUSTRY = articles(8, [
  {
    title: '轴承采购如何识别假货：包装、标识与渠道三道关', label: 'bearing-counterfeit', summary: '假冒名牌轴承外观几可乱真，但在包装细节、激光标识、价格与渠道上总会露出破绽。', cover: NEWS_COVER.industry, ageDays: 5,
    content: doc(
      p('滚动轴承是假冒工业品的“重灾区”。翻新轴承、贴牌轴承和仿冒包装的低档轴承流入市场后，往往在设备运行几周到几个月内出现异响、发热甚至抱死，造成的停机损失远高于轴承本身的价格。'),
      h('第一关：看包装与标识'),
      ul('正品包装盒印刷清晰、色彩一致，条码、型号与产地信息齐全；仿品常见字体发虚、颜色偏差、封口胶带粗糙', '品牌轴承的型号与品牌标识多为激光打标或电蚀刻印，字迹清晰均匀；用手指轻擦即掉色、字迹歪斜的要警惕', '同一批货内外圈标识风格应一致，防锈油涂覆均匀，无锈斑与磕碰痕迹'),
      h('第二关：看价格与供货'),
      p('价格明显低于市场行情、号称“原装库存大量现货”、无法提供报关单或授权证明的，风险极高。对于进口轴承，可要求供应商出示品牌方授权书或代理商授权链条，部分品牌还提供手机端防伪验证服务。'),
      h('第三关：看装机表现'),
      p('到货后可抽检尺寸与径向游隙，手转检查是否顺滑、有无卡滞与异响。装机试运行阶段关注温升与振动值，发现异常应保留包装与样品，及时联系供应商与品牌方鉴定。'),
      p(`${strong('采购建议：')}关键设备的轴承应从品牌授权渠道采购，并把“授权证明、原厂质保、可追溯批号”写入采购合同。爱备客所售轴承均来自品牌或授权代理商，详见${link('/helpCenter?type=warranty&value=503', '质量保证与正品承诺')}。`),
    ),
  },
  {
    title: '气动元件日常维护清单：气源处理、气缸与电磁阀', label: 'pneumatic-maintenance', summary: '七成以上的气动故障源于气源质量。做好排水、过滤、润滑与泄漏检查，能显著延长气缸与电磁阀寿命。', cover: NEWS_COVER.industry, ageDays: 12,
    content: doc(
      p('气动系统结构简单、动作快，是自动化产线最常用的执行机构。但压缩空气中的水分、油泥与颗粒物，会逐步磨损密封件、卡滞阀芯，使气缸出现爬行、漏气与动作迟缓。'),
      h('每日：气源处理三联件'),
      ul('检查过滤器杯内积水，手动排水或确认自动排水器工作正常', '观察减压阀压力表，工作压力一般设定在0.4~0.6MPa，避免“开到最大”', '使用油雾器的回路确认滴油量；注意：一旦给气缸加过油，就应持续加油，否则原有润滑脂会被冲掉'),
      h('每周：气缸与管路'),
      ul('听：有无持续漏气声，重点检查快插接头、气管弯折处与消声器', '看：活塞杆表面有无划痕、锈蚀与油污堆积，防尘圈是否完好', '调：缓冲调节阀与速度控制阀是否被随意改动，动作末端是否撞击'),
      h('每季度：电磁阀与滤芯'),
      p('检查电磁阀线圈电压与插头是否松动、指示灯是否正常；更换堵塞的过滤器滤芯（常用精度5μm）；对动作次数高的气缸，按制造商建议的周期更换密封件修理包。'),
      p('建立“设备—气缸型号—修理包型号”对照表，把常用修理包、电磁阀线圈与快插接头纳入安全库存，可以把一次气动故障的停机时间从半天缩短到半小时。'),
    ),
  },
  {
    title: '安全帽与安全鞋怎么选：读懂GB 2811与GB 21148', label: 'ppe-standards', summary: '安全帽执行GB 2811-2019，安全鞋执行GB 21148-2020。采购时应按作业风险核对基本性能与特殊性能标识。', cover: NEWS_COVER.industry, ageDays: 19,
    content: doc(
      p('头部与足部防护是工厂最常用的个人防护装备（PPE）。很多企业仍按“颜色”“价格”选购，忽略了标准规定的性能项目，结果出现“戴了也防不住”的情况。'),
      h('安全帽：GB 2811-2019《头部防护 安全帽》'),
      p('新版标准规定了冲击吸收、耐穿刺、下颏带强度等基本性能，并把阻燃、侧向刚性、防静电、电绝缘、耐低温、耐极高温等列为特殊性能。帽壳上应有永久标识，包括标准编号、制造商、生产日期与产品名称等信息，具备特殊性能的还应标注对应标记。'),
      table(['作业场景', '应关注的性能'], ['高处作业、钢结构安装', '冲击吸收、耐穿刺、下颏带强度'], ['带电作业、配电室巡检', '电绝缘'], ['焊接、冶炼等高温场所', '阻燃、耐极高温'], ['石化、粉尘防爆区域', '防静电'], ['冷库与北方户外', '耐低温']),
      h('安全鞋：GB 21148-2020《足部防护 安全鞋》'),
      p('安全鞋的基本要求是保护包头的耐冲击与耐压力性能，以保护脚趾免受坠落物和挤压伤害。在此基础上，应根据现场风险选择防刺穿、防静电、电绝缘、耐油、防滑等附加性能，并核对鞋上的性能标识。'),
      h('采购与管理建议'),
      ol('先做岗位风险评估，按岗位列出所需性能，而不是全厂统一一个型号', '核对产品标识与检测报告，留存批次信息', '建立发放台账与更换周期，安全帽受过重击、帽壳开裂或超过制造商规定的使用期限应立即报废', '安全鞋包头变形、鞋底磨平或防刺穿中底损坏时及时更换'),
    ),
  },
  {
    title: '数电票全面推广：企业采购与财务需要做哪些调整', label: 'digital-invoice', summary: '全面数字化的电子发票（数电票）无需税控设备与领票，20位发票号码，受票方在税务数字账户中勾选确认用途。', cover: null, ageDays: 27,
    content: doc(
      p('全面数字化的电子发票（简称“数电票”）已在全国推广应用。与过去的增值税电子发票相比，数电票不再依赖税控设备，不需要领用发票，由电子发票服务平台统一赋予20位发票号码，并按企业的信用情况核定开票总额度。'),
      h('对开票方：供应商开票更快'),
      ul('开票无需插盘，登录电子发票服务平台即可开具，纸质专票需求大幅减少', '一张数电票即可开具增值税专用发票或普通发票，票面不再有发票代码与校验码', '开错票时通过“红字确认单”流程开具红字发票，不再使用红字信息表'),
      h('对受票方：采购与财务的三件事'),
      ol('核对抬头信息：数电票按购买方名称与纳税人识别号开具，请在采购平台维护准确的开票信息', '改造报销与归档：数电票以XML为法定格式（PDF/OFD为展示版式），建议统一从税务数字账户下载原件入账，避免重复报销', '及时用途确认：专用发票需在税务数字账户中进行抵扣勾选与用途确认'),
      p('对MRO采购而言，订单量大、单笔金额小，数电票能显著减少收票、验票与邮寄的工作量。建议企业在采购系统中要求供应商按订单开票，并在发票备注中标注订单号，便于三单匹配。'),
      p(`爱备客的开票规则与发票类型说明，请见帮助中心的${link('/helpCenter?type=invoice&value=601', '发票问题')}。`),
    ),
  },
  {
    title: '备件库存怎么管：从“越多越安心”到分类分级', label: 'spare-parts-inventory', summary: '用关键性与消耗规律给备件分类，设定最低/最高库存，并借助平台现货与寄售减少呆滞。', cover: NEWS_COVER.industry, ageDays: 41,
    content: doc(
      p('设备备件库存常常陷入两难：放多了，资金被占用、备件在库房里老化；放少了，一次故障就要停线等货。不少工厂的备件库里，三年以上未动用的呆滞物料占到三成以上。'),
      h('第一步：按关键性与消耗规律分类'),
      table(['类别', '特征', '策略'], ['A类关键件', '停机损失大、采购周期长（如专用减速机、伺服驱动器）', '保有安全库存，定期点检，必要时与供应商签订保供协议'], ['B类常用件', '消耗稳定、通用性强（轴承、气缸修理包、接触器）', '设定最低/最高库存，低于最低点自动补货'], ['C类低值易耗', '单价低、品种多（紧固件、劳保、胶带）', '少量库存或直接按需在线采购，减少管理成本']),
      h('第二步：推动型号标准化'),
      p('同一功能的备件在不同产线使用了多个品牌、多个型号，是库存膨胀的主要原因。借助型号转换对照，梳理可互换的型号，新设备选型时优先选用已有标准件，可以明显减少备件品种数。'),
      h('第三步：用好外部“库存”'),
      p('对于通用标准件，工业品平台的区域仓现货本身就是企业的“外部库存”。把次日可达的通用件从自有库存中移出，只保留关键件与长周期件，可在不降低保障水平的前提下降低库存金额。'),
      p('最后，别忘了定期盘点与复盘：每季度统计备件的消耗、缺货次数与呆滞金额，动态调整最低/最高库存参数。'),
    ),
  },
  {
    title: '工业品MRO采购数字化：从“找得到”到“买得省”', label: 'mro-digital', summary: '越来越多制造企业将MRO采购迁移到线上平台，标准化选型与集中采购成为降本关键。', cover: NEWS_COVER.industry, ageDays: 3,
    content: doc(
      p('MRO（维护、维修与运行）物料在制造企业采购金额中占比不高，却往往占据采购部门大量精力：品类多、单次量小、紧急需求频繁。传统“一个电话、一张报价单”的方式，使得价格不透明、交期难以保障。'),
      p('近年来，工业品电商平台通过标准化的型号数据、实时库存与在线比价，帮助企业把MRO采购从“找得到”推进到“买得省”。实践表明，将高频标准件（轴承、气动元件、低压电器、劳保用品）集中到平台采购，可减少供应商数量，缩短采购周期。'),
      p('业内人士建议，企业在推进MRO数字化时，应先梳理常用物料清单与替代型号，建立统一的物料编码，再结合账期与对账功能实现采购流程的闭环管理。'),
    ),
  },
  {
    title: '轴承失效的五大常见原因及预防措施', label: 'bearing-failure', summary: '润滑不良、安装不当、污染、过载与电蚀是滚动轴承提前失效的主要原因。', cover: NEWS_COVER.industry, ageDays: 9,
    content: doc(
      p('据统计，滚动轴承达到设计寿命的比例并不高，多数轴承因使用条件问题提前失效。常见原因包括：'),
      ol('润滑不良：润滑脂选型错误、加注过多或过少、未按周期补充', '安装不当：锤击安装造成滚道压痕，配合过紧导致游隙消失', '污染：粉尘、水分进入轴承内部，造成磨粒磨损与锈蚀', '过载与不对中：载荷超出额定范围或联轴器不对中', '电蚀：变频电机轴电流通过轴承，形成搓板状电蚀纹'),
      p('预防措施包括选用合适的密封形式（如2RS接触式密封）、使用感应加热器安装、定期进行振动监测，以及在变频电机上选用绝缘轴承或加装接地碳刷。'),
    ),
  },
  {
    title: '新版GB 2626呼吸防护标准实施要点', label: 'gb2626', summary: 'GB 2626-2019对KN90、KN95与KP系列防护口罩的过滤效率与泄漏率提出了更严格的要求。', cover: NEWS_COVER.industry, ageDays: 16,
    content: doc(
      p('GB 2626-2019《呼吸防护 自吸过滤式防颗粒物呼吸器》已全面实施。与旧版相比，新标准增加了呼吸阀气密性、防护有效性（泄漏率）等要求，并对可更换式半面罩的技术指标进行了细化。'),
      p('企业在采购防尘口罩时，应根据作业环境中颗粒物的性质（油性或非油性）与浓度选择KN或KP类别，并结合适合性检验确保佩戴密合。'),
    ),
  },
  {
    title: '压缩空气系统节能：泄漏治理的投入产出', label: 'compressed-air', summary: '压缩空气是工厂中最昂贵的能源之一，泄漏治理是投资回报最快的节能措施。', cover: NEWS_COVER.industry, ageDays: 24,
    content: doc(
      p('在多数制造工厂中，空压机电耗占全厂用电的10%~30%，而管网泄漏率常达20%以上。一个直径1毫米的泄漏点，在0.7MPa压力下每年就可能浪费数千度电。'),
      p('治理泄漏的常见做法包括：使用超声波检漏仪定期巡检、更换老化的快插接头与气管、为末端设备加装减压阀与电磁阀，实现按需供气。'),
    ),
  },
  {
    title: '变频器选型：从负载特性出发', label: 'inverter-selection', summary: '风机水泵类负载与恒转矩负载对变频器的要求不同，选型时需关注过载能力与控制方式。', cover: NEWS_COVER.industry, ageDays: 33,
    content: doc(
      p('变频器选型不能只看电机功率。风机、水泵属于平方转矩负载，可选用轻载型变频器；输送带、搅拌机、起重设备属于恒转矩负载，需要更高的过载能力（150%额定电流60秒）和矢量控制。'),
      p('此外还需考虑安装环境温度、海拔、是否需要制动电阻以及通信协议（Modbus、PROFINET、EtherCAT）等因素。'),
    ),
  },
]);

const COMPANY = articles(9, [
  {
    title: '爱备客全面支持数电票开具', label: 'company-digital-invoice', summary: '订单确认收货后自动开具数电票，专用发票与普通发票均可在订单详情下载。', cover: NEWS_COVER.company, ageDays: 2,
    content: doc(
      p('为适应全面数字化电子发票的推广，爱备客已完成开票系统升级。即日起，会员订单在确认收货后将自动开具数电票，电子发票同步发送至预留的收票邮箱，并可在订单详情页下载。'),
      p('完成企业认证并维护增值税专用发票资质的会员，可开具数电专票，票面按商品明细与税收分类编码开具，并在备注中注明爱备客订单号，方便企业财务进行三单匹配与用途确认。'),
      p('如发票信息有误，请在开票后180天内联系客服办理红冲与重开。'),
    ),
  },
  {
    title: '对公转账回单支持在线上传与进度查询', label: 'transfer-receipt-online', summary: '对公转账订单可在“我的订单”直接上传付款回单，财务确认后自动进入发货流程，并通过站内消息通知。', cover: null, ageDays: 14,
    content: doc(
      p('很多企业客户习惯通过对公转账付款。过去，客户需要把回单拍照发给客服，再由客服转交财务核对，流程长且容易遗漏。'),
      p('现在，提交对公转账订单后，可在“我的订单”中直接上传付款回单（支持JPG、PNG、WEBP与PDF）。财务确认到账后，订单自动进入待发货状态；如回单信息不清晰或金额不符，客户会收到驳回原因，可重新上传。'),
      p('整个过程的每一步都会通过站内消息通知到账号，采购人员无需再电话确认付款进度。'),
    ),
  },
  {
    title: '帮助中心与媒体资讯全新改版', label: 'help-centre-relaunch', summary: '帮助中心支持站内搜索与“有帮助”反馈，媒体资讯按行业资讯与公司新闻分类浏览。', cover: NEWS_COVER.company, ageDays: 1,
    content: doc(
      p('爱备客帮助中心完成改版：左侧目录按新手指南、购物流程、支付、配送、售后与发票分类，文章支持上一篇/下一篇切换，并新增站内搜索，输入“发票”“退货”“运费”等关键词即可快速找到答案。'),
      p('每篇帮助文章底部新增“这篇文章对您有帮助吗？”反馈，我们会根据大家的反馈持续改进说明内容。'),
      p('媒体资讯栏目同步上线，分为行业资讯与公司新闻两类，持续分享MRO采购、设备维护、选型与标准解读等实用内容。'),
    ),
  },
  {
    title: '爱备客武汉、成都仓库正式启用', label: 'warehouse-open', summary: '新仓启用后，华中、西南地区现货订单可实现次日达。', cover: NEWS_COVER.company, ageDays: 6,
    content: doc(
      p('爱备客武汉仓与成都仓正式投入运营。两座新仓合计面积超过1.2万平方米，储备轴承、气动、电气、劳保等高频品类现货。'),
      p('至此，爱备客已在上海、苏州、广州、天津、武汉、成都布局六大仓库，覆盖全国主要制造业集群，现货订单平均交付时间缩短至1.5天。'),
    ),
  },
  {
    title: '爱备客与多家国际品牌签署授权合作', label: 'brand-partnership', summary: '进一步丰富轴承、气动与工控品类，保障正品与原厂质保。', cover: NEWS_COVER.company, ageDays: 20,
    content: doc(
      p('近日，爱备客与多家国际知名工业品牌及其授权代理商签署合作协议，覆盖滚动轴承、气动元件、工业传感器与电动工具等品类。'),
      p('合作达成后，爱备客可为客户提供品牌授权证明与原厂质保服务，并上线更多型号的现货库存。'),
    ),
  },
  {
    title: '企业认证用户可免费领取30天VIP', label: 'vip-trial', summary: '新完成企业认证的会员自动获赠30天VIP，享受VIP专属价格。', cover: NEWS_COVER.company, ageDays: 35,
    content: doc(
      p('为帮助更多企业体验线上采购，爱备客推出企业认证福利：新完成企业认证的会员，审核通过后自动获得30天VIP资格。'),
      p('VIP期间，会员可在全站享受VIP价格，部分品牌商品低至会员价9折。活动长期有效，详情请咨询客服。'),
    ),
  },
  {
    title: '爱备客上线批量询价与型号转换功能', label: 'feature-enquiry', summary: '上传Excel清单自动匹配商品，跨品牌型号一键对照。', cover: NEWS_COVER.company, ageDays: 52,
    content: doc(
      p('爱备客正式上线批量询价与型号转换功能。采购人员只需上传包含型号与数量的Excel清单，系统即可自动匹配商城商品并给出价格，未匹配型号由客服快速报价。'),
      p('型号转换功能收录了主流品牌轴承、气动元件与低压电器的对照关系，帮助用户快速找到替代型号。'),
    ),
  },
]);

/** Every article, its content through the same allow-list as an article saved by staff. */
export const CMS_ARTICLES: readonly CmsArticleSeed[] = [
  ...GUIDE, ...SHOPPING, ...PAYMENT, ...DELIVERY, ...AFTER_SALE, ...INVOICE, ...AGREEMENTS, ...INDUSTRY, ...COMPANY,
].map((a) => {
  const content = sanitizeArticleHtml(a.content);
  return { ...a, content, bodyText: articlePlainText(content) };
});

function articleByLabel(label: string): CmsArticleSeed {
  const article = CMS_ARTICLES.find((a) => a.label === label);
  if (!article) throw new Error(`帮助文章不存在：${label}`);
  return article;
}

export interface HelpMenuEntry {
  title: string;
  label: string;
  articleId: number;
}

const menuEntry = (title: string, label: string): HelpMenuEntry => ({ title, label, articleId: articleByLabel(label).id });

/** The top bar's help menu, in order. Link: /helpCenter?type=<label>&value=<articleId>. */
export const HELP_MENU: readonly HelpMenuEntry[] = [
  menuEntry('帮助中心', 'help-center'),
  menuEntry('网站注册与登录流程', 'register-login'),
  menuEntry('发票问题', 'invoice'),
  menuEntry('如何询价', 'enquiry'),
  menuEntry('支付方式', 'payment'),
  menuEntry('退换货政策', 'returns'),
];

export function helpCenterHref(entry: Pick<HelpMenuEntry, 'label' | 'articleId'>): string {
  return `/helpCenter?type=${encodeURIComponent(entry.label)}&value=${entry.articleId}`;
}

export const CMS_ADS: readonly CmsAdSeed[] = [
  { id: 1, code: 'home_banner', displayPosition: 1, title: '轴承品牌节 SKF·NSK·FAG 正品直供', imageUrl: '/files/banner/bearing-festival.svg', linkUrl: '/special?id=1', sort: 1 },
  { id: 2, code: 'home_banner', displayPosition: 1, title: '气动元件专场 SMC·Festo·亚德客', imageUrl: '/files/banner/pneumatic.svg', linkUrl: '/special?id=2', sort: 2 },
  { id: 3, code: 'home_banner', displayPosition: 1, title: '企业认证 免费领30天VIP', imageUrl: '/files/banner/vip.svg', linkUrl: '/enterpriseCertification', sort: 3 },
  { id: 4, code: 'home_banner', displayPosition: 1, title: '劳保防护季 3M·霍尼韦尔', imageUrl: '/files/banner/safety.svg', linkUrl: '/special?id=4', sort: 4 },
  { id: 5, code: 'home_banner', displayPosition: 1, title: '批量询价 上传清单 两小时报价', imageUrl: '/files/banner/enquiry.svg', linkUrl: '/batchInquiry', sort: 5 },
  { id: 11, code: 'home_floor', displayPosition: 1, title: '轴承与传动', imageUrl: '/files/banner/floor-bearing.svg', linkUrl: '/productList?goodsName=轴承', sort: 1 },
  { id: 12, code: 'home_floor', displayPosition: 2, title: '气动与液压', imageUrl: '/files/banner/floor-pneumatic.svg', linkUrl: '/productList?goodsName=气缸', sort: 2 },
  { id: 13, code: 'home_floor', displayPosition: 3, title: '低压电气', imageUrl: '/files/banner/floor-electrical.svg', linkUrl: '/productList?goodsName=接触器', sort: 3 },
  { id: 14, code: 'home_floor', displayPosition: 4, title: '工控自动化', imageUrl: '/files/banner/floor-automation.svg', linkUrl: '/productList?goodsName=传感器', sort: 4 },
  { id: 15, code: 'home_floor', displayPosition: 5, title: '安全防护', imageUrl: '/files/banner/floor-safety.svg', linkUrl: '/productList?goodsName=口罩', sort: 5 },
  { id: 16, code: 'home_floor', displayPosition: 6, title: '工具与耗材', imageUrl: '/files/banner/floor-tools.svg', linkUrl: '/productList?goodsName=扳手', sort: 6 },
];
