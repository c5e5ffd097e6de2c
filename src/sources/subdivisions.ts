/**
 * The subdivision codes of ISO 3166-2, as Debian's iso-codes 4.15.0 lists them: each line is a
 * country's ISO 3166-1 code, then the part after the hyphen of each of its subdivisions
 * (`us de` is US-DE, Delaware). GLEIF writes a legal jurisdiction as a country or as one of
 * these (US-DE, CA-QC, AE-DU).
 */
const TABLE = `
ad 02 03 04 05 06 07 08
ae aj az du fu rk sh uq
af bal bam bdg bds bgl day fra fyb gha gho hel her jow kab kan kap kdz kho knr lag log nan nim
af nur pan par pia pka sam sar tak uru war zab
ag 03 04 05 06 07 08 10 11
al 01 02 03 04 05 06 07 08 09 10 11 12
am ag ar av er gr kt lo sh su tv vd
ao bgo bgu bie cab ccu cnn cno cus hua hui lno lsu lua mal mox nam uig zai
ar a b c d e f g h j k l m n p q r s t u v w x y z
at 1 2 3 4 5 6 7 8 9
au act nsw nt qld sa tas vic wa
az abs aga agc agm ags agu ast ba bab bal bar bey bil cab cal cul das fuz ga gad gor goy gyg hac
az imi ism kal kan kur la lac lan ler mas mi na nef nv nx ogu ord qab qax qaz qba qbi qob qus sa
az sab sad sah sak sal sar sat sbn siy skr sm smi smx sr sus tar tov uca xa xac xci xiz xvd yar
az ye yev zan zaq zar
ba bih brc srp
bb 01 02 03 04 05 06 07 08 09 10 11
bd 01 02 03 04 05 06 07 08 09 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31
bd 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48 49 50 51 52 53 54 55 56 57 58 59 60 61 62
bd 63 64 a b c d e f g h
be bru van vbr vlg vli vov vwv wal wbr wht wlg wlx wna
bf 01 02 03 04 05 06 07 08 09 10 11 12 13 bal bam ban baz bgr blg blk com gan gna gou hou iob
bf kad ken kmd kmp kop kos kot kow ler lor mou nam nao nay nou oub oud pas pon sen sis smt sng
bf som sor tap tui yag yat zir zon zou
bg 01 02 03 04 05 06 07 08 09 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28
bh 13 14 15 17
bi bb bl bm br ca ci gi ki kr ky ma mu mw my ng rm rt ry
bj ak al aq bo co do ko li mo ou pl zo
bn be bm te tu
bo b c h l n o p s t
bq bo sa se
br ac al am ap ba ce df es go ma mg ms mt pa pb pe pi pr rj rn ro rr rs sc se sp to
bs ak bi bp by ce ci ck co cs eg ex fp gc hi ht in li mc mg mi ne no np ns rc ri sa se so ss sw
bs wg
bt 11 12 13 14 15 21 22 23 24 31 32 33 34 41 42 43 44 45 ga ty
bw ce ch fr ga gh jw kg kl kw lo ne nw se so sp st
by br hm ho hr ma mi vi
bz bz cy czl ow sc tol
ca ab bc mb nb nl ns nt nu on pe qc sk yt
cd bc bu eq hk hl hu it kc ke kg kl kn ks lo lu ma mn mo nk nu sa sk su ta to tu
cf ac bb bgf bk hk hm hs kb kg lb mb mp nm op se uk vk
cg 11 12 13 14 15 16 2 5 7 8 9 bzv
ch ag ai ar be bl bs fr ge gl gr ju lu ne nw ow sg sh so sz tg ti ur vd vs zg zh
ci ab bs cm dn gd lc lg mg sm sv vb wr ym zz
cl ai an ap ar at bi co li ll lr ma ml nb rm ta vs
cm ad ce en es lt no nw ou su sw
cn ah bj cq fj gd gs gx gz ha hb he hi hk hl hn jl js jx ln mo nm nx qh sc sd sh sn sx tj tw xj
cn xz yn zj
co ama ant ara atl bol boy cal caq cas cau ces cho cor cun dc gua guv hui lag mag met nar nsa
co put qui ris san sap suc tol vac vau vid
cr a c g h l p sj
cu 01 03 04 05 06 07 08 09 10 11 12 13 14 15 16 99
cv b br bv ca cf cr ma mo pa pn pr rb rg rs s sd sf sl sm so ss sv ta ts
cy 01 02 03 04 05 06
cz 10 20 201 202 203 204 205 206 207 208 209 20a 20b 20c 31 311 312 313 314 315 316 317 32 321
cz 322 323 324 325 326 327 41 411 412 413 42 421 422 423 424 425 426 427 51 511 512 513 514 52
cz 521 522 523 524 525 53 531 532 533 534 63 631 632 633 634 635 64 641 642 643 644 645 646 647
cz 71 711 712 713 714 715 72 721 722 723 724 80 801 802 803 804 805 806
de bb be bw by hb he hh mv ni nw rp sh sl sn st th
dj ar as di dj ob ta
dk 81 82 83 84 85
dm 02 03 04 05 06 07 08 09 10 11
do 01 02 03 04 05 06 07 08 09 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31
do 32 33 34 35 36 37 38 39 40 41 42
dz 01 02 03 04 05 06 07 08 09 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31
dz 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48
ec a b c d e f g h i l m n o p r s sd se t u w x y z
ee 130 141 142 171 184 191 198 205 214 245 247 251 255 272 283 284 291 293 296 303 305 317 321
ee 338 353 37 39 424 430 431 432 441 442 446 45 478 480 486 50 503 511 514 52 528 557 56 567 586
ee 60 615 618 622 624 638 64 651 653 661 663 668 68 689 698 708 71 712 714 719 726 732 735 74
ee 784 79 792 793 796 803 809 81 824 834 84 855 87 890 897 899 901 903 907 917 919 928
eg alx asn ast ba bh bns c dk dt fym gh gz is js kb kfs kn lx mn mnf mt pts shg shr sin suz wad
er an dk du gb ma sk
es a ab al an ar as av b ba bi bu c ca cb cc ce cl cm cn co cr cs ct cu ex ga gc gi gr gu h hu
es ib j l le lo lu m ma mc md ml mu na nc o or p pm po pv ri s sa se sg so ss t te tf to v va vc
es vi z za
et aa af am be dd ga ha or sn so ti
fi 01 02 03 04 05 06 07 08 09 10 11 12 13 14 15 16 17 18 19
fj 01 02 03 04 05 06 07 08 09 10 11 12 13 14 c e n r w
fm ksa pni trk yap
fr 01 02 03 04 05 06 07 08 09 10 11 12 13 14 15 16 17 18 19 20r 21 22 23 24 25 26 27 28 29 2a 2b
fr 30 31 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48 49 50 51 52 53 54 55 56 57 58 59 60
fr 61 62 63 64 65 66 67 68 69 70 71 72 73 74 75 76 77 78 79 80 81 82 83 84 85 86 87 88 89 90 91
fr 92 93 94 95 971 972 973 974 976 ara bfc bl bre cp cvl ges gf gp hdf idf mf mq naq nc nor occ
fr pac pdl pf pm re tf wf yt
ga 1 2 3 4 5 6 7 8 9
gb abc abd abe agb agy and ann ans bas bbd bcp bdf bdg ben bex bfs bge bgw bir bkm bne bnh bns
gb bol bpl brc brd bry bst bur cam cay cbf ccg cgn che chw cld clk cma cmd cmn con cov crf cry
gb cwy dal dby den der dev dgy dnc dnd dor drs dud dur eal eay edh edu eln els enf eng erw ery
gb ess esx fal fif fln fmo gat glg gls gre gwn hal ham hav hck hef hil hld hmf hns hpl hrt hrw
gb hry ios iow isl ivc kec ken khl kir ktt kwl lan lbc lbh lce lds lec lew lin liv lnd lut man
gb mdb mdw mea mik mln mon mrt mry mty mul nay nbl nel net nfk ngm nir nlk nln nmd nsm nth ntl
gb ntt nty nwm nwp nyk old ork oxf pem pkn ply por pow pte rcc rch rct rdb rdg rfw ric rot rut
gb saw say scb sct sfk sft sgc shf shn shr skp slf slg slk snd sol som sos sry ste stg sth stn
gb sts stt sty swa swd swk tam tfw thr tob tof trf twh vgl war wbk wdu wft wgn wil wkf wll wln
gb wls wlv wnd wnm wok wor wrl wrt wrx wsm wsx yor zet
gd 01 02 03 04 05 06 10
ge ab aj gu im ka kk mm rl sj sk sz tb
gh aa af ah be bo cp ep ne np ot sv tv ue uw wn wp
gl av ku qe qt sm
gm b l m n u w
gn b be bf bk c co d db di dl du f fa fo fr ga gu k ka kb kd ke kn ko ks l la le lo m mc md ml
gn mm n nz pi si te to yo
gq an bn bs c cs dj i kn li wn
gr 69 a b c d e f g h i j k l m
gt av bv cm cq es gu hu iz ja ju pe pr qc qz re sa sm so sr su to za
gw ba bl bm bs ca ga l n oi qu s to
gy ba cu de eb es ma pm pt ud ut
hn at ch cl cm cp cr ep fm gd ib in le lp oc ol sb va yo
hr 01 02 03 04 05 06 07 08 09 10 11 12 13 14 15 16 17 18 19 20 21
ht ar ce ga nd ne ni no ou sd se
hu ba bc be bk bu bz cs de du eg er fe gs gy hb he hv jn ke km kv mi nk no ny pe ps sd sf sh sk
hu sn so ss st sz tb to va ve vm za ze
id ac ba bb be bt go ja jb ji jk jt jw ka kb ki kr ks kt ku la ma ml mu nb nt nu pa pb pp ri sa
id sb sg sl sm sn sr ss st su yo
ie c ce cn co cw d dl g ke kk ky l ld lh lk lm ls m mh mn mo oy rn so ta u wd wh ww wx
il d ha jm m ta z
in an ap ar as br ch ct dh dl ga gj hp hr jh jk ka kl la ld mh ml mn mp mz nl or pb py rj sk tg
in tn tr up ut wb
iq an ar ba bb bg da di dq ka ki ma mu na ni qa sd su wa
ir 00 01 02 03 04 05 06 07 08 09 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30
is 1 2 3 4 5 6 7 8 akh akn aku arn asa bfj bla blo bog bol dab dav dju eom eyf fjd fjl fla fld
is flr gar gog grn gru gry haf hel hrg hru hut huv hva hve isa kal kjo kop lan mos myr nor rge
is rgy rhh rkn rkv sbh sbt sdn sdv sel sey sfa shf skf skg sko sku snf sog sol ssf sss str sty
is svg tal thg tjo vem ver vop
it 21 23 25 32 34 36 42 45 52 55 57 62 65 67 72 75 77 78 82 88 ag al an ap aq ar at av ba bg bi
it bl bn bo br bs bt bz ca cb ce ch cl cn co cr cs ct cz en fc fe fg fi fm fr ge go gr im is kr
it lc le li lo lt lu mb mc me mi mn mo ms mt na no nu or pa pc pd pe pg pi pn po pr pt pu pv pz
it ra rc re rg ri rm rn ro sa si so sp sr ss su sv ta te tn to tp tr ts tv ud va vb vc ve vi vr
it vt vv
jm 01 02 03 04 05 06 07 08 09 10 11 12 13 14
jo aj am aq at az ba ir ja ka ma md mn
jp 01 02 03 04 05 06 07 08 09 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31
jp 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47
ke 01 02 03 04 05 06 07 08 09 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31
ke 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47
kg b c gb go j n o t y
kh 1 10 11 12 13 14 15 16 17 18 19 2 20 21 22 23 24 25 3 4 5 6 7 8 9
ki g l p
km a g m
kn 01 02 03 04 05 06 07 08 09 10 11 12 13 15 k n
kp 01 02 03 04 05 06 07 08 09 10 13 14
kr 11 26 27 28 29 30 31 41 42 43 44 45 46 47 48 49 50
kw ah fa ha ja ku mu
kz akm akt ala alm ast aty kar kus kzy man pav sev shy vos yuz zap zha
la at bk bl ch ho kh lm lp ou ph sl sv vi vt xa xe xi xs
lb ak as ba bh bi ja jl na
lc 01 02 03 05 06 07 08 10 11 12
li 01 02 03 04 05 06 07 08 09 10 11
lk 1 11 12 13 2 21 22 23 3 31 32 33 4 41 42 43 44 45 5 51 52 53 6 61 62 7 71 72 8 81 82 9 91 92
lr bg bm cm gb gg gk gp lo mg mo my ni rg ri si
ls a b c d e f g h j k
lt 01 02 03 04 05 06 07 08 09 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31
lt 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48 49 50 51 52 53 54 55 56 57 58 59 60 al kl
lt ku mr pn sa ta te ut vl
lu ca cl di ec es gr lu me rd rm vd wi
lv 001 002 003 004 005 006 007 008 009 010 011 012 013 014 015 016 017 018 019 020 021 022 023
lv 024 025 026 027 028 029 030 031 032 033 034 035 036 037 038 039 040 041 042 043 044 045 046
lv 047 048 049 050 051 052 053 054 055 056 057 058 059 060 061 062 063 064 065 066 067 068 069
lv 070 071 072 073 074 075 076 077 078 079 080 081 082 083 084 085 086 087 088 089 090 091 092
lv 093 094 095 096 097 098 099 100 101 102 103 104 105 106 107 108 109 110 dgv jel jkb jur lpx
lv rez rix ven vmr
ly ba bu dr gt ja jg ji ju kf mb mi mj mq nl nq sb sr tb wa wd ws za
ma 01 02 03 04 05 06 07 08 09 10 11 12 agd aou asz azi bem ber bes bod bom brr cas che chi cht
ma dri err esi esm fah fes fig fqh gue guf haj hao hoc ifr ine jdi jra ken kes khe khn kho laa
ma lar mar mdf med mek mid moh mou nad nou oua oud ouj ouz rab reh saf sal sef set sib sif sik
ma sil skh taf tai tao tar tat taz tet tin tiz tng tnt yus zag
mc cl co fo ga je la ma mc mg mo mu ph sd so sp sr vr
md an ba bd br bs ca cl cm cr cs ct cu do dr du ed fa fl ga gl hi ia le ni oc or re ri sd si sn
md so st sv ta te un
me 01 02 03 04 05 06 07 08 09 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24
mg a d f m t u
mh alk all arn aur ebo eni jab jal kil kwa l lae lib lik maj mal mej mil nmk nmu ron t uja uti
mh wth wtj
mk 101 102 103 104 105 106 107 108 109 201 202 203 204 205 206 207 208 209 210 211 301 303 304
mk 307 308 310 311 312 313 401 402 403 404 405 406 407 408 409 410 501 502 503 504 505 506 507
mk 508 509 601 602 603 604 605 606 607 608 609 701 702 703 704 705 706 801 802 803 804 805 806
mk 807 808 809 810 811 812 813 814 815 816 817
ml 1 10 2 3 4 5 6 7 8 9 bko
mm 01 02 03 04 05 06 07 11 12 13 14 15 16 17 18
mn 035 037 039 041 043 046 047 049 051 053 055 057 059 061 063 064 065 067 069 071 073 1
mr 01 02 03 04 05 06 07 08 09 10 11 12 13 14 15
mt 01 02 03 04 05 06 07 08 09 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31
mt 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48 49 50 51 52 53 54 55 56 57 58 59 60 61 62
mt 63 64 65 66 67 68
mu ag bl cc fl gp mo pa pl pw ro rr sa
mv 00 01 02 03 04 05 07 08 12 13 14 17 20 23 24 25 26 27 28 29 mle
mw ba bl c ck cr ct de do kr ks li lk mc mg mh mu mw mz n nb ne ni nk ns nu ph ru s sa th zo
mx agu bcn bcs cam chh chp cmx coa col dur gro gua hid jal mex mic mor nay nle oax pue que roo
mx sin slp son tab tam tla ver yuc zac
my 01 02 03 04 05 06 07 08 09 10 11 12 13 14 15 16
mz a b g i l mpm n p q s t
na ca er ha ka ke kh ku kw od oh on os ot ow
ne 1 2 3 4 5 6 7 8
ng ab ad ak an ba be bo by cr de eb ed ek en fc go im ji kd ke kn ko kt kw la na ni og on os oy
ng pl ri so ta yo za
ni an as bo ca ci co es gr ji le md mn ms mt ns ri sj
nl aw bq1 bq2 bq3 cw dr fl fr ge gr li nb nh ov sx ut ze zh
no 03 11 15 18 21 22 30 34 38 42 46 50 54
np 1 2 3 4 5 ba bh dh ga ja ka ko lu ma me na p1 p2 p3 p4 p5 p6 p7 ra sa se
nr 01 02 03 04 05 06 07 08 09 10 11 12 13 14
nz auk bop can cit gis hkb mbh mwt nsn ntl ota stl tas tki wgn wko wtc
om bj bs bu da ma mu sj ss wu za zu
pa 1 10 2 3 4 5 6 7 8 9 em ky nb
pe ama anc apu are aya caj cal cus huc huv ica jun lal lam lim lma lor mdd moq pas piu pun sam
pe tac tum uca
pg cpk cpm ebr ehg epw esw gpk hla jwk mba mpl mpm mrl ncd nik npp nsb san shm wbk whm wpd
ph 00 01 02 03 05 06 07 08 09 10 11 12 13 14 15 40 41 abr agn ags akl alb ant apa aur ban bas
ph ben bil boh btg btn buk bul cag cam can cap cas cat cav ceb com dao das dav din dvo eas gui
ph ifu ili iln ils isa kal lag lan las ley lun mad mag mas mdc mdr mou msc msr nco nec ner nsa
ph nue nuv pam pan plw que qui riz rom sar sco sig sle slu sor suk sun sur tar taw wsa zan zas
ph zmb zsi
pk ba gb is jk kp pb sd
pl 02 04 06 08 10 12 14 16 18 20 22 24 26 28 30 32
ps bth deb gza hbn jem jen jrh kys nbs ngz qqa rbh rfh slt tbs tkm
pt 01 02 03 04 05 06 07 08 09 10 11 12 13 14 15 16 17 18 20 30
pw 002 004 010 050 100 150 212 214 218 222 224 226 227 228 350 370
py 1 10 11 12 13 14 15 16 19 2 3 4 5 6 7 8 9 asu
qa da kh ms ra sh us wa za
ro ab ag ar b bc bh bn br bt bv bz cj cl cs ct cv db dj gj gl gr hd hr if il is mh mm ms nt ot
ro ph sb sj sm sv tl tm tr vl vn vs
rs 00 01 02 03 04 05 06 07 08 09 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 km
rs vo
ru ad al alt amu ark ast ba bel bry bu ce che chu cu da in irk iva kam kb kc kda kem kgd kgn kha
ru khm kir kk kl klu ko kos kr krs kya len lip mag me mo mos mow mur nen ngr niz nvs oms ore orl
ru per pnz pri psk ros rya sa sak sam sar se smo spe sta sve ta tam tom tul tve ty tyu ud uly
ru vgg vla vlg vor yan yar yev zab
rw 01 02 03 04 05
sa 01 02 03 04 05 06 07 08 09 10 11 12 14
sb ce ch ct gu is mk ml rb te we
sc 01 02 03 04 05 06 07 08 09 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27
sd dc de dn ds dw gd gk gz ka kh kn ks nb no nr nw rs si
se ab ac bd c d e f g h i k m n o s t u w x y z
sg 01 02 03 04 05
sh ac hl ta
si 001 002 003 004 005 006 007 008 009 010 011 012 013 014 015 016 017 018 019 020 021 022 023
si 024 025 026 027 028 029 030 031 032 033 034 035 036 037 038 039 040 041 042 043 044 045 046
si 047 048 049 050 051 052 053 054 055 056 057 058 059 060 061 062 063 064 065 066 067 068 069
si 070 071 072 073 074 075 076 077 078 079 080 081 082 083 084 085 086 087 088 089 090 091 092
si 093 094 095 096 097 098 099 100 101 102 103 104 105 106 107 108 109 110 111 112 113 114 115
si 116 117 118 119 120 121 122 123 124 125 126 127 128 129 130 131 132 133 134 135 136 137 138
si 139 140 141 142 143 144 146 147 148 149 150 151 152 153 154 155 156 157 158 159 160 161 162
si 163 164 165 166 167 168 169 170 171 172 173 174 175 176 177 178 179 180 181 182 183 184 185
si 186 187 188 189 190 191 192 193 194 195 196 197 198 199 200 201 202 203 204 205 206 207 208
si 209 210 211 212 213
sk bc bl ki ni pv ta tc zi
sl e n nw s w
sm 01 02 03 04 05 06 07 08 09
sn db dk fk ka kd ke kl lg mt se sl tc th zg
so aw bk bn br by ga ge hi jd jh mu nu sa sd sh so to wo
sr br cm cr ma ni pm pr sa si wa
ss bn bw ec ee ew jg lk nu uy wr
st 01 02 03 04 05 06 p
sv ah ca ch cu li mo pa sa sm so ss sv un us
sy di dr dy ha hi hl hm id la qu ra rd su ta
sz hh lu ma sh
td ba bg bo cb ee eo gr hl ka lc lo lr ma mc me mo nd od sa si ta ti wf
tg c k m p s
th 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 30 31 32 33 34 35 36 37 38 39 40 41 42
th 43 44 45 46 47 48 49 50 51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 67 70 71 72 73 74 75 76
th 77 80 81 82 83 84 85 86 90 91 92 93 94 95 96 s
tj du gb kt ra su
tl al an ba bo co di er la li mf mt oe vi
tm a b d l m s
tn 11 12 13 14 21 22 23 31 32 33 34 41 42 43 51 52 53 61 71 72 73 81 82 83
to 01 02 03 04 05
tr 01 02 03 04 05 06 07 08 09 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31
tr 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48 49 50 51 52 53 54 55 56 57 58 59 60 61 62
tr 63 64 65 66 67 68 69 70 71 72 73 74 75 76 77 78 79 80 81
tt ari cha ctt dmn mrc ped pos prt ptf sfo sge sip sjl tob tup
tv fun nit nkf nkl nma nmg nui vai
tw cha cyi cyq hsq hsz hua ila kee khh kin lie mia nan nwt pen pif tao tnn tpe ttt txg yun
tz 01 02 03 04 05 06 07 08 09 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31
ua 05 07 09 12 14 18 21 23 26 30 32 35 40 43 46 48 51 53 56 59 61 63 65 68 71 74 77
ug 101 102 103 104 105 106 107 108 109 110 111 112 113 114 115 116 117 118 119 120 121 122 123
ug 124 125 126 201 202 203 204 205 206 207 208 209 210 211 212 213 214 215 216 217 218 219 220
ug 221 222 223 224 225 226 227 228 229 230 231 232 233 234 235 236 237 301 302 303 304 305 306
ug 307 308 309 310 311 312 313 314 315 316 317 318 319 320 321 322 323 324 325 326 327 328 329
ug 330 331 332 333 334 335 336 337 401 402 403 404 405 406 407 408 409 410 411 412 413 414 415
ug 416 417 418 419 420 421 422 423 424 425 426 427 428 429 430 431 432 433 434 435 c e n w
um 67 71 76 79 81 84 86 89 95
us ak al ar as az ca co ct dc de fl ga gu hi ia id il in ks ky la ma md me mi mn mo mp ms mt nc
us nd ne nh nj nm nv ny oh ok or pa pr ri sc sd tn tx um ut va vi vt wa wi wv wy
uy ar ca cl co du fd fs la ma mo pa rn ro rv sa sj so ta tt
uz an bu fa ji ng nw qa qr sa si su tk to xo
vc 01 02 03 04 05 06
ve a b c d e f g h i j k l m n o p r s t u v w x y z
vn 01 02 03 04 05 06 07 09 13 14 18 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 39 40
vn 41 43 44 45 46 47 49 50 51 52 53 54 55 56 57 58 59 61 63 66 67 68 69 70 71 72 73 ct dn hn hp
vn sg
vu map pam sam see tae tob
wf al sg uv
ws aa al at fa ge gi pa sa tu vf vs
ye ab ad am ba da dh hd hj hu ib ja la ma mr mw ra sa sd sh sn su ta
za ec fs gp kzn lp mp nc nw wc
zm 01 02 03 04 05 06 07 08 09 10
zw bu ha ma mc me mi mn ms mv mw
`;

let codes: Set<string> | undefined;
/**
 * The codes as a set, built on the first lookup rather than when the module loads: every
 * command and the server load it with the import formats, and only a GLEIF import reads it.
 */
function subdivisionCodes(): Set<string> {
  if (codes) return codes;
  codes = new Set<string>();
  for (const line of TABLE.split('\n')) {
    const [country, ...parts] = line.split(' ');
    if (country) for (const part of parts) codes.add(`${country}-${part}`);
  }
  return codes;
}

/**
 * The subdivisions that ISO 3166-1 also lists as territories of their own, with that
 * territory's code: Puerto Rico (US-PR) is PR, Taiwan (CN-TW) TW, Curaçao (NL-CW) CW, as the
 * country of their addresses is, not the country whose code they are listed under.
 */
const OWN_TERRITORY = new Map<string, string>([
  ['cn-hk', 'hk'],
  ['cn-mo', 'mo'],
  ['cn-tw', 'tw'],
  ['fi-01', 'ax'],
  ['fr-971', 'gp'],
  ['fr-972', 'mq'],
  ['fr-973', 'gf'],
  ['fr-974', 're'],
  ['fr-976', 'yt'],
  ['fr-gp', 'gp'],
  ['fr-mq', 'mq'],
  ['fr-gf', 'gf'],
  ['fr-re', 're'],
  ['fr-yt', 'yt'],
  ['fr-bl', 'bl'],
  ['fr-mf', 'mf'],
  ['fr-nc', 'nc'],
  ['fr-pf', 'pf'],
  ['fr-pm', 'pm'],
  ['fr-tf', 'tf'],
  ['fr-wf', 'wf'],
  ['nl-aw', 'aw'],
  ['nl-cw', 'cw'],
  ['nl-sx', 'sx'],
  ['nl-bq1', 'bq'],
  ['nl-bq2', 'bq'],
  ['nl-bq3', 'bq'],
  ['no-21', 'sj'],
  ['no-22', 'sj'],
  ['us-as', 'as'],
  ['us-gu', 'gu'],
  ['us-mp', 'mp'],
  ['us-pr', 'pr'],
  ['us-um', 'um'],
  ['us-vi', 'vi'],
]);

/** Whether `code` (lower case, "us-de") is an ISO 3166-2 subdivision code. */
export const isSubdivisionCode = (code: string): boolean => subdivisionCodes().has(code);

/**
 * The ISO 3166-1 code of the territory an ISO 3166-2 subdivision `code` (lower case) is in:
 * "us" for "us-de", but "pr" for "us-pr" (OWN_TERRITORY). Undefined for a code that is no
 * subdivision.
 */
export function subdivisionCountry(code: string): string | undefined {
  if (!isSubdivisionCode(code)) return undefined;
  return OWN_TERRITORY.get(code) ?? code.slice(0, code.indexOf('-'));
}
