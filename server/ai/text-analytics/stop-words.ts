/** Function words that never make a hot word (zh and en). */
const zh = `的 了 是 在 我 你 他 她 它 们 我们 你们 他们 这 那 这个 那个 这些 那些 这样 那样 这款 那款 这么 那么 有 和 与 及
或 也 都 就 还 又 很 非常 太 最 更 被 把 给 让 对 从 向 到 为 为了 因为 所以 但 但是 而 而且 如果 虽然 可以 可能 能 会 要 想
去 来 说 看 看看 一个 一下 一些 一样 一直 什么 怎么 怎样 为什么 哪 哪个 哪里 吗 呢 吧 啊 呀 哦 哈 哈哈 哈哈哈 嗯 啦 吧 么 着 过
得 地 个 之 其 中 上 下 里 后 前 自己 没有 没 不 不是 已经 真的 真 就是 还是 只是 然后 现在 今天 大家 视频 一 二 三 两 多 少 比
的话 时候 知道 觉得 感觉 其实 还有 这里 那里 所有 每 每个 各 各位 朋友 谢谢 关注 订阅 点击 链接 评论 分享 频道 更多 以及 或者
等 等等 啥 咋 呗 嘛 哇 吗 所以 只 才 再 却 并 即 于 以 而是 不过 可是 如何 一起 出来 起来 东西 时间 年 月 日 次 种 款
关于 对于 到底 其他 别的 这种 那种 哪种 一种 这次 那次 这期 下期 上期 件事 事情 有点 一点 一点点 有些 有的 那些 哪些 怎么样 多少
请问 比较 特别 还是 或是 以后 之后 之前 以前 刚刚 马上 已 将 正在 曾经 开始 结果 而已 罢了 哈喽 嗨 呃 嗯嗯 噢 诶 您 咱 咱们 人家`;

const en = `a an the and or but if then else so of to in on at by for with from into onto over under about as is are was
were be been being am do does did doing have has had having i me my mine we us our you your yours he him his she
her it its they them their this that these those there here what which who whom whose when where why how all any
both each few more most other some such no nor not only own same than too very can will just should would could
may might must shall now also get got gets make made out up down off again further once really one two three its
it's im i'm you're they're we're don't doesn't didn't isn't aren't wasn't can't won't let's that's what's there's
like just yeah yes ok okay lol via new vs amp video videos channel subscribe link comment comments watch please
check follow today guys hey hi thanks thank much many lot lots still even ever every way thing things going go
know think see look want need use used using because while after before through during without within between
let let's lets away far take takes took taken first last next actually everything anything something nothing
everyone anyone someone nobody below above around across along since until though although however yet either
neither whether another others else almost already always never often sometimes maybe perhaps quite rather
say says said tell tells told come comes came give gives gave put puts keep kept seem seems back well right
where's how's who's i've you've we've they've i'd you'd he's she's it'd i'll you'll we'll they'll haven't
hasn't hadn't wouldn't shouldn't couldn't mustn't
s t re ve ll d m`;

export const stopWords: ReadonlySet<string> = new Set(
  [...zh.split(/\s+/u), ...en.split(/\s+/u)].filter(Boolean),
);

/**
 * Characters the segmenter leaves glued to a word that carry no meaning there: pronouns before it (我的, 这种),
 * particles after it (贵了, 好吗). They are trimmed before a word is judged. Adverbs such as 太/更/最 and the
 * particles 得/过 are not trimmed: they begin or end real words too (更新, 最佳, 值得, 难过).
 */
export const zhLeadingFillers: ReadonlySet<string> = new Set([...'我你他她它这那']);
export const zhTrailingFillers: ReadonlySet<string> = new Set([...'的了着吗呢吧啊呀哦啦嘛么哈']);
