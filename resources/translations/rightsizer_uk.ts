<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk">
<context>
    <name>Cli</name>
    <message>
        <source>%1  (90 %: %2 – %3)</source>
        <translation>%1  (90 %: %2 – %3)</translation>
    </message>
    <message>
        <source>%1 / %2 / %3 / %4  (mean %5)</source>
        <translation>%1 / %2 / %3 / %4  (середнє %5)</translation>
    </message>
    <message>
        <source>Poisson arrivals, %1 per replica, at most %2 running</source>
        <translation>пуассонівське надходження, %1 на репліку, не більше %2 одночасно</translation>
    </message>
    <message>
        <source>requests/s</source>
        <translation>запитів/с</translation>
    </message>
    <message numerus="yes">
        <source>closed loop, %n client(s) per replica starting together, the first %1 requests measured (as a benchmark runs)</source>
        <translation>
            <numerusform>замкнений цикл, %n клієнт на репліку, старт одночасний, виміряно перші %1 запитів (як у бенчмарку)</numerusform>
            <numerusform>замкнений цикл, %n клієнти на репліку, старт одночасний, виміряно перші %1 запитів (як у бенчмарку)</numerusform>
            <numerusform>замкнений цикл, %n клієнтів на репліку, старт одночасний, виміряно перші %1 запитів (як у бенчмарку)</numerusform>
        </translation>
    </message>
    <message>
        <source>Under load: %1</source>
        <translation>Під навантаженням: %1</translation>
    </message>
    <message>
        <source>  scheduler</source>
        <translation>  планувальник</translation>
    </message>
    <message>
        <source>%1 tokens per step, %2 sequences at most, KV cache for %3 tokens</source>
        <translation>%1 токенів на крок, не більше %2 послідовностей, KV-кеш на %3 токенів</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>без обмеження</translation>
    </message>
    <message>
        <source>  TTFT p50</source>
        <translation>  TTFT p50</translation>
    </message>
    <message>
        <source>  TTFT p50/90/95/99</source>
        <translation>  TTFT p50/90/95/99</translation>
    </message>
    <message>
        <source>  TPOT p50</source>
        <translation>  TPOT p50</translation>
    </message>
    <message>
        <source>  TPOT p50/90/95/99</source>
        <translation>  TPOT p50/90/95/99</translation>
    </message>
    <message>
        <source>  inter-token p50/90/95/99</source>
        <translation>  між токенами p50/90/95/99</translation>
    </message>
    <message>
        <source>  end-to-end p50/90/95/99</source>
        <translation>  наскрізна p50/90/95/99</translation>
    </message>
    <message>
        <source>  served</source>
        <translation>  обслужено</translation>
    </message>
    <message>
        <source>%1, %2 per replica; %3 sequences decoding on average</source>
        <translation>%1, %2 на репліку; у середньому %3 послідовностей у декодуванні</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>токенів/с</translation>
    </message>
    <message>
        <source>  SATURATED</source>
        <translation>  НАСИЧЕННЯ</translation>
    </message>
    <message>
        <source>arrivals outpace the replica: latencies grow with the run</source>
        <translation>надходження випереджає репліку: затримки зростають із тривалістю прогону</translation>
    </message>
    <message>
        <source> (pipeline stage %1 of %2, %3 layers, the fullest)</source>
        <translation> (етап конвеєра %1 з %2, %3 шарів, найзаповненіший)</translation>
    </message>
    <message>
        <source>%1 layer-micro-batches x %2</source>
        <translation>%1 шар-мікробатчів x %2</translation>
    </message>
    <message>
        <source> + logits %1</source>
        <translation> + логіти %1</translation>
    </message>
    <message>
        <source> + the layer being recomputed %1</source>
        <translation> + шар, що перераховується, %1</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s), TP %1, PP %2</source>
        <translation>
            <numerusform>%n GPU, TP %1, PP %2</numerusform>
            <numerusform>%n GPU, TP %1, PP %2</numerusform>
            <numerusform>%n GPU, TP %1, PP %2</numerusform>
        </translation>
    </message>
    <message>
        <source>, CP %1</source>
        <translation>, CP %1</translation>
    </message>
    <message>
        <source>, EP %1, mode %2</source>
        <translation>, EP %1, режим %2</translation>
    </message>
    <message>
        <source>, interleaved VP %1</source>
        <translation>, перемежований VP %1</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <source>%1 — %2 params (%3 active)</source>
        <translation>%1 — %2 параметрів (%3 активних)</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>%1, %2 visible to the runtime</source>
        <translation>%1, %2 доступно середовищу виконання</translation>
    </message>
    <message>
        <source>nf4 (QLoRA base)</source>
        <translation>nf4 (база QLoRA)</translation>
    </message>
    <message>
        <source>Precision (weights / KV)</source>
        <translation>Точність (ваги / KV)</translation>
    </message>
    <message>
        <source>%1 / %2, matmuls in %3</source>
        <translation>%1 / %2, множення матриць у %3</translation>
    </message>
    <message>
        <source>%1 / %2, matmuls in %3 (not native)</source>
        <translation>%1 / %2, множення матриць у %3 (не апаратно)</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Розташування</translation>
    </message>
    <message>
        <source>Serving engine</source>
        <translation>Рушій обслуговування</translation>
    </message>
    <message>
        <source>%1, may use %2 of GPU memory</source>
        <translation>%1, може використати %2 пам’яті GPU</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>Пам’ять на GPU</translation>
    </message>
    <message>
        <source>  weights</source>
        <translation>  ваги</translation>
    </message>
    <message>
        <source>%1 (%2 params on this GPU)</source>
        <translation>%1 (%2 параметрів на цьому GPU)</translation>
    </message>
    <message>
        <source>  KV cache</source>
        <translation>  KV-кеш</translation>
    </message>
    <message>
        <source>%1 (%2/token, whole model)</source>
        <translation>%1 (%2/токен, уся модель)</translation>
    </message>
    <message>
        <source>  gradients</source>
        <translation>  градієнти</translation>
    </message>
    <message>
        <source>%1 (fp32 buffer)</source>
        <translation>%1 (буфер fp32)</translation>
    </message>
    <message>
        <source>%1 (16-bit buffer)</source>
        <translation>%1 (16-бітний буфер)</translation>
    </message>
    <message>
        <source>  optimizer states</source>
        <translation>  стани оптимізатора</translation>
    </message>
    <message>
        <source>  activations</source>
        <translation>  активації</translation>
    </message>
    <message>
        <source>  runtime overhead</source>
        <translation>  накладні витрати середовища</translation>
    </message>
    <message>
        <source>  total / usable</source>
        <translation>  усього / доступно</translation>
    </message>
    <message>
        <source>%1 / %2  fits</source>
        <translation>%1 / %2  вміщується</translation>
    </message>
    <message>
        <source>%1 / %2  DOES NOT FIT (short %3)</source>
        <translation>%1 / %2  НЕ ВМІЩУЄТЬСЯ (бракує %3)</translation>
    </message>
    <message>
        <source>  largest part</source>
        <translation>  найбільша частина</translation>
    </message>
    <message>
        <source>%1, %2 of the total</source>
        <translation>%1, %2 від загалу</translation>
    </message>
    <message>
        <source>compute-bound</source>
        <translation>обмежене обчисленнями</translation>
    </message>
    <message>
        <source>memory-bound</source>
        <translation>обмежене пам’яттю</translation>
    </message>
    <message>
        <source>%1 (turns compute-bound at batch %2)</source>
        <translation>%1 (стає обмеженим обчисленнями з батча %2)</translation>
    </message>
    <message>
        <source>%1 (KV reads keep it memory-bound at any batch)</source>
        <translation>%1 (читання KV тримають його обмеженим пам’яттю за будь-якого батча)</translation>
    </message>
    <message numerus="yes">
        <source>Serving (per replica unless stated; %n replica(s))</source>
        <translation>
            <numerusform>Обслуговування (на репліку, якщо не зазначено; %n репліка)</numerusform>
            <numerusform>Обслуговування (на репліку, якщо не зазначено; %n репліки)</numerusform>
            <numerusform>Обслуговування (на репліку, якщо не зазначено; %n реплік)</numerusform>
        </translation>
    </message>
    <message>
        <source>  batch</source>
        <translation>  батч</translation>
    </message>
    <message numerus="yes">
        <source>%n image(s)</source>
        <translation>
            <numerusform>%n зображення</numerusform>
            <numerusform>%n зображення</numerusform>
            <numerusform>%n зображень</numerusform>
        </translation>
    </message>
    <message>
        <source>  concurrency</source>
        <translation>  паралельність</translation>
    </message>
    <message>
        <source>  images/s (deployment)</source>
        <translation>  зображень/с (розгортання)</translation>
    </message>
    <message>
        <source>images/s</source>
        <translation>зображень/с</translation>
    </message>
    <message>
        <source>  seconds per batch</source>
        <translation>  секунд на батч</translation>
    </message>
    <message>
        <source>  TTFT</source>
        <translation>  TTFT</translation>
    </message>
    <message>
        <source>  TPOT</source>
        <translation>  TPOT</translation>
    </message>
    <message>
        <source>  output (deployment)</source>
        <translation>  вихід (розгортання)</translation>
    </message>
    <message>
        <source>  output per GPU</source>
        <translation>  вихід на GPU</translation>
    </message>
    <message>
        <source>  decode is</source>
        <translation>  декодування</translation>
    </message>
    <message>
        <source>Training (data parallel %1)</source>
        <translation>Навчання (паралелізм даних %1)</translation>
    </message>
    <message>
        <source>  step time</source>
        <translation>  час кроку</translation>
    </message>
    <message>
        <source>  tokens/s (job)</source>
        <translation>  токенів/с (завдання)</translation>
    </message>
    <message>
        <source>  tokens/s per GPU</source>
        <translation>  токенів/с на GPU</translation>
    </message>
    <message>
        <source>  MFU</source>
        <translation>  MFU</translation>
    </message>
    <message>
        <source>Calibration</source>
        <translation>Калібрування</translation>
    </message>
    <message>
        <source>%1: eta_c %2, eta_m %3</source>
        <translation>%1: eta_c %2, eta_m %3</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>попередження: %1</translation>
    </message>
    <message>
        <source>%1 tokens in %2 h (%3, sequence %4, global batch %5)</source>
        <translation>%1 токенів за %2 год (%3, послідовність %4, глобальний батч %5)</translation>
    </message>
    <message>
        <source>peak %1, mean %2 over the week (%3); prompts %4 / %5 tokens (mean / p95), outputs %6 / %7; growth headroom %8 on the peak</source>
        <translation>пік %1, середнє %2 за тиждень (%3); запити %4 / %5 токенів (середнє / p95), відповіді %6 / %7; запас на зростання %8 понад пік</translation>
    </message>
    <message>
        <source>finish within %1 h</source>
        <translation>завершити за %1 год</translation>
    </message>
    <message>
        <source>%1 TTFT ≤ %2</source>
        <translation>%1 TTFT ≤ %2</translation>
    </message>
    <message>
        <source>%1 TPOT ≤ %2</source>
        <translation>%1 TPOT ≤ %2</translation>
    </message>
    <message>
        <source>≥ %1</source>
        <translation>≥ %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <source>Recommended: %1 × %2 in %3 (%4, %n replica(s) at batch %5)</source>
        <translation>
            <numerusform>Рекомендовано: %1 × %2 у %3 (%4, %n репліка з батчем %5)</numerusform>
            <numerusform>Рекомендовано: %1 × %2 у %3 (%4, %n репліки з батчем %5)</numerusform>
            <numerusform>Рекомендовано: %1 × %2 у %3 (%4, %n реплік з батчем %5)</numerusform>
        </translation>
    </message>
    <message>
        <source>Recommended: %1 × %2 in %3 (%4, data parallel %5)</source>
        <translation>Рекомендовано: %1 × %2 у %3 (%4, паралелізм даних %5)</translation>
    </message>
    <message>
        <source>, %1/month on demand</source>
        <translation>, %1/міс. на вимогу</translation>
    </message>
    <message>
        <source>.</source>
        <translation>.</translation>
    </message>
    <message>
        <source>  %1 TPOT %2 (90 %: %3 – %4), %1 TTFT %5 (%6 of it waiting) at the grown peak; %7 of capacity used at the peak</source>
        <translation>  %1 TPOT %2 (90 %: %3 – %4), %1 TTFT %5 (з них %6 очікування) на зрослому піку; на піку використано %7 потужності</translation>
    </message>
    <message numerus="yes">
        <source>  median TPOT %1, median TTFT %2: simulated with Poisson arrivals at %3 per replica (%4 over %n replica(s)), %5 tokens per step, at most %6 sequences, as estimate --rate reports</source>
        <translation>
            <numerusform>  медіанний TPOT %1, медіанний TTFT %2: змодельовано з пуассонівським надходженням %3 на репліку (%4 на %n репліку), %5 токенів на крок, не більше %6 послідовностей, як показує estimate --rate</numerusform>
            <numerusform>  медіанний TPOT %1, медіанний TTFT %2: змодельовано з пуассонівським надходженням %3 на репліку (%4 на %n репліки), %5 токенів на крок, не більше %6 послідовностей, як показує estimate --rate</numerusform>
            <numerusform>  медіанний TPOT %1, медіанний TTFT %2: змодельовано з пуассонівським надходженням %3 на репліку (%4 на %n реплік), %5 токенів на крок, не більше %6 послідовностей, як показує estimate --rate</numerusform>
        </translation>
    </message>
    <message>
        <source>compute</source>
        <translation>обчисленнями</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>пам’яттю</translation>
    </message>
    <message>
        <source>  Memory per GPU %1 of %2 usable at batch %3 (weights %4, KV %5); decode is %6-bound, crossover at batch %7</source>
        <translation>  Пам’ять на GPU %1 з %2 доступних за батча %3 (ваги %4, KV %5); декодування обмежене %6, перехід на батчі %7</translation>
    </message>
    <message>
        <source>  Memory per GPU %1 of %2 usable at batch %3 (weights %4, KV %5); decode is %6-bound, KV reads keep it memory-bound at every batch</source>
        <translation>  Пам’ять на GPU %1 з %2 доступних за батча %3 (ваги %4, KV %5); декодування обмежене %6, читання KV тримають його обмеженим пам’яттю за будь-якого батча</translation>
    </message>
    <message>
        <source>  Run time %1 h (90 %: %2 – %3 h), MFU %4, memory per GPU %5 of %6</source>
        <translation>  Тривалість %1 год (90 %: %2 – %3 год), MFU %4, пам’ять на GPU %5 з %6</translation>
    </message>
    <message>
        <source>  Price: %1/GPU-hour, %2</source>
        <translation>  Ціна: %1/GPU-год, %2</translation>
    </message>
    <message>
        <source>  Price: %1/GPU-hour, %2; thin evidence: %3</source>
        <translation>  Ціна: %1/GPU-год, %2; слабке підтвердження: %3</translation>
    </message>
    <message>
        <source>  ok: %1</source>
        <translation>  гаразд: %1</translation>
    </message>
    <message>
        <source>  check: %1</source>
        <translation>  перевірити: %1</translation>
    </message>
    <message>
        <source>  note: %1</source>
        <translation>  примітка: %1</translation>
    </message>
    <message>
        <source> (%1 of them folded: over %2x the GPUs of their GPU's cheapest layout)</source>
        <translation> (з них %1 згорнуто: понад %2x GPU найдешевшого розташування їхнього GPU)</translation>
    </message>
    <message>
        <source>Evaluated  %1 configurations: %2 meet the target%3, %4 rejected</source>
        <translation>Оцінено    %1 конфігурацій: %2 досягають цілі%3, %4 відхилено</translation>
    </message>
    <message>
        <source>Scenario   %1 — %2, %3 on %4</source>
        <translation>Сценарій   %1 — %2, %3 на %4</translation>
    </message>
    <message>
        <source>Scenario   %1 — %2, %3</source>
        <translation>Сценарій   %1 — %2, %3</translation>
    </message>
    <message>
        <source>Demand     %1</source>
        <translation>Попит      %1</translation>
    </message>
    <message>
        <source>Note       %1</source>
        <translation>Примітка   %1</translation>
    </message>
    <message>
        <source>Target     %1</source>
        <translation>Ціль       %1</translation>
    </message>
    <message>
        <source>well-evidenced prices only (a thin one leaves its GPU unpriced, ranked last)</source>
        <translation>лише добре підтверджені ціни (слабко підтверджена залишає GPU без ціни, в кінці рейтингу)</translation>
    </message>
    <message>
        <source>Prices     %1</source>
        <translation>Ціни       %1</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>targets met at the pessimistic end of the 90 % band</source>
        <translation>цілі досягнуто на песимістичній межі 90-відсоткового інтервалу</translation>
    </message>
    <message numerus="yes">
        <source>at least %n replica(s)</source>
        <translation>
            <numerusform>щонайменше %n репліка</numerusform>
            <numerusform>щонайменше %n репліки</numerusform>
            <numerusform>щонайменше %n реплік</numerusform>
        </translation>
    </message>
    <message>
        <source>Sizing     %1</source>
        <translation>Розрахунок %1</translation>
    </message>
    <message>
        <source>E thin price evidence (fewer than %1 providers, marketplace quotes only, or the newest quote over %2 months old; --json says which)</source>
        <translation>E слабке підтвердження ціни (менше %1 постачальників, лише пропозиції маркетплейсів або найновіша пропозиція старша за %2 міс.; --json уточнює)</translation>
    </message>
    <message>
        <source>Run cost: on-demand cost of the whole run; $/M tok: per million training tokens.</source>
        <translation>Вартість прогону: вартість усього прогону на вимогу; $/M ток.: за мільйон токенів навчання.</translation>
    </message>
    <message>
        <source>Flags: B a system-balance check failed, %1; ~ after the precision: no training measurements for the GPU family (borrowed matmul efficiency, wider band)</source>
        <translation>Позначки: B не пройдено перевірку збалансованості системи, %1; ~ після точності: немає вимірювань навчання для сімейства GPU (запозичена ефективність множення матриць, ширший інтервал)</translation>
    </message>
    <message>
        <source>Util: share of capacity the peak uses (latencies are at the grown peak). $/M out tok: on-demand cost per million output tokens, the fleet sized for the peak running around the clock, at the mean load.</source>
        <translation>Завант.: частка потужності, яку використовує пік (затримки — на зрослому піку). $/M вих. ток.: вартість на вимогу за мільйон вихідних токенів, парк розраховано на пік, працює цілодобово за середнього навантаження.</translation>
    </message>
    <message>
        <source>Flags: P Pareto frontier (tokens/s per GPU vs per user), O over-provisioned (little load on more than one replica), U under-provisioned (over 90 % load at the grown demand), B a system-balance check failed, %1; ~ after the precision: uncalibrated efficiency (wider band)</source>
        <translation>Позначки: P фронт Парето (токенів/с на GPU і на користувача), O надлишково виділено (мале навантаження на більш ніж одну репліку), U недостатньо виділено (понад 90 % навантаження за зрослого попиту), B не пройдено перевірку збалансованості системи, %1; ~ після точності: некаліброване ефективність (ширший інтервал)</translation>
    </message>
    <message>
        <source>     … %1 more (--top N, or --json for all)</source>
        <translation>     … ще %1 (--top N або --json для всіх)</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>Runner-up: %1 on %2</source>
        <translation>Друге місце: %1 на %2</translation>
    </message>
    <message>
        <source>Runner-up: %1 on %2, %3/month</source>
        <translation>Друге місце: %1 на %2, %3/міс.</translation>
    </message>
    <message>
        <source>Runner-up: %1 on %2, %3 for the run</source>
        <translation>Друге місце: %1 на %2, %3 за прогін</translation>
    </message>
    <message>
        <source>  Not native, so not tried (allow_non_native to try them emulated): %1</source>
        <translation>  Не підтримується апаратно, тому не перевірялося (allow_non_native, щоб спробувати з емуляцією): %1</translation>
    </message>
    <message>
        <source>  GeForce, not offered (%1; allow_geforce to include them): %2</source>
        <translation>  GeForce, не пропонуються (%1; allow_geforce, щоб їх включити): %2</translation>
    </message>
    <message>
        <source>Rejected (closest first):</source>
        <translation>Відхилено (спершу найближчі):</translation>
    </message>
    <message>
        <source>Rejected (GPU and precision pairs with no feasible layout, closest layout first; --all for every layout):</source>
        <translation>Відхилено (пари GPU і точності без здійсненного розташування, спершу найближче; --all для всіх розташувань):</translation>
    </message>
    <message>
        <source>Nothing meets the target within the limits. Closest: %1</source>
        <translation>Жодна конфігурація не досягає цілі в межах обмежень. Найближча: %1</translation>
    </message>
    <message>
        <source>Deployment %1 of %2: %3 x %4 on %5: %6</source>
        <translation>Розгортання %1 з %2: %3 x %4 на %5: %6</translation>
    </message>
    <message numerus="yes">
        <source>%n host(s)</source>
        <translation>
            <numerusform>%n хост</numerusform>
            <numerusform>%n хости</numerusform>
            <numerusform>%n хостів</numerusform>
        </translation>
    </message>
    <message>
        <source>  Observed %1 to %2 (%3), %4 GPU-h</source>
        <translation>  Спостереження з %1 до %2 (%3), %4 GPU-год</translation>
    </message>
    <message>
        <source>  %1; %2 in the data, %3 GPU-h missing</source>
        <translation>  %1; %2 у даних, бракує %3 GPU-год</translation>
    </message>
    <message>
        <source>A sample every %1 s (median)</source>
        <translation>Вибірка кожні %1 с (медіана)</translation>
    </message>
    <message>
        <source>Sample interval unknown (one sample per GPU)</source>
        <translation>Інтервал вибірки невідомий (одна вибірка на GPU)</translation>
    </message>
    <message numerus="yes">
        <source>%n gap(s)</source>
        <translation>
            <numerusform>%n пропуск</numerusform>
            <numerusform>%n пропуски</numerusform>
            <numerusform>%n пропусків</numerusform>
        </translation>
    </message>
    <message>
        <source>Statistic (pooled over the GPUs)</source>
        <translation>Статистика (сукупно за GPU)</translation>
    </message>
    <message>
        <source>     mean      p50      p95      p99      max  unit   samples</source>
        <translation>  середнє      p50      p95      p99     макс  од.    вибірки</translation>
    </message>
    <message>
        <source>GPU utilization (kernel time)</source>
        <translation>Завантаження GPU (час ядер)</translation>
    </message>
    <message>
        <source>Memory used per GPU</source>
        <translation>Використана пам’ять на GPU</translation>
    </message>
    <message>
        <source>Memory used, of %1%2</source>
        <translation>Використана пам’ять, з %1%2</translation>
    </message>
    <message>
        <source> (catalog)</source>
        <translation> (каталог)</translation>
    </message>
    <message>
        <source>Memory busy (utilization.memory)</source>
        <translation>Зайнятість пам’яті (utilization.memory)</translation>
    </message>
    <message>
        <source>SM active</source>
        <translation>SM активні</translation>
    </message>
    <message>
        <source>SM occupancy</source>
        <translation>Заповненість SM</translation>
    </message>
    <message>
        <source>Tensor pipe active</source>
        <translation>Тензорний конвеєр активний</translation>
    </message>
    <message>
        <source>DRAM active</source>
        <translation>DRAM активна</translation>
    </message>
    <message>
        <source>Power per GPU</source>
        <translation>Потужність на GPU</translation>
    </message>
    <message>
        <source>PCIe host to device</source>
        <translation>PCIe хост → пристрій</translation>
    </message>
    <message>
        <source>PCIe device to host</source>
        <translation>PCIe пристрій → хост</translation>
    </message>
    <message>
        <source>  Saturated (&gt;= 90 % busy): %1 of the utilization samples</source>
        <translation>  Насичення (&gt;= 90 % зайнятості): %1 вибірок завантаження</translation>
    </message>
    <message numerus="yes">
        <source>%n period(s)</source>
        <translation>
            <numerusform>%n період</numerusform>
            <numerusform>%n періоди</numerusform>
            <numerusform>%n періодів</numerusform>
        </translation>
    </message>
    <message>
        <source>; longest %1 (%2 GPU %3 from %4)</source>
        <translation>; найдовший %1 (%2 GPU %3 з %4)</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Хост</translation>
    </message>
    <message>
        <source>   Samples   Util p95   Memory peak   Power mean</source>
        <translation>   Вибірки   Зав. p95   Пік пам’яті  Сер. потужн.</translation>
    </message>
    <message>
        <source>Verdict: %1</source>
        <translation>Вердикт: %1</translation>
    </message>
    <message>
        <source>  Caveats:</source>
        <translation>  Застереження:</translation>
    </message>
    <message>
        <source>  $/month at %1 h; price of %2: %3</source>
        <translation>  $/міс. за %1 год; ціна %2: %3</translation>
    </message>
    <message>
        <source>Telemetry: %1 (%2)</source>
        <translation>Телеметрія: %1 (%2)</translation>
    </message>
    <message>
        <source>Skipped lines: %1 (listed on standard error)</source>
        <translation>Пропущено рядків: %1 (перелік у стандартному потоці помилок)</translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation>Примітки:</translation>
    </message>
    <message>
        <source>Demand today: %1 training run a month of %2 h on %3; growth %4/year</source>
        <translation>Попит сьогодні: %1 прогін навчання на місяць по %2 год на %3; зростання %4/рік</translation>
    </message>
    <message>
        <source>Demand today: %1 training runs a month of %2 h on %3; growth %4/year</source>
        <translation>Попит сьогодні: %1 прогонів навчання на місяць по %2 год на %3; зростання %4/рік</translation>
    </message>
    <message>
        <source>Demand today: peak %1, mean %2 (%3); growth %4/year</source>
        <translation>Попит сьогодні: пік %1, середнє %2 (%3); зростання %4/рік</translation>
    </message>
    <message>
        <source>Replica capacity: %1 at saturation, %2 within the TTFT target; </source>
        <translation>Потужність репліки: %1 у насиченні, %2 у межах цілі TTFT; </translation>
    </message>
    <message>
        <source>cloud autoscaled today from %1 to %2 replicas (minimum %3, scale-up delay %4 min)</source>
        <translation>хмара сьогодні автомасштабується від %1 до %2 реплік (мінімум %3, затримка масштабування %4 хв)</translation>
    </message>
    <message>
        <source>no autoscaling: on-demand and spot run the peak fleet around the clock</source>
        <translation>без автомасштабування: на вимогу та spot працюють піковим парком цілодобово</translation>
    </message>
    <message>
        <source>Configuration: %1 (plan rank %2 of %3)</source>
        <translation>Конфігурація: %1 (місце %2 з %3 у плані)</translation>
    </message>
    <message>
        <source>Totals are undiscounted cash over the horizon, resale value credited in the last month; the band is the total at the ends of the throughput's 90 % band; GPUs is the largest monthly average paid for.</source>
        <translation>Підсумки — недисконтовані грошові витрати за горизонт, залишкову вартість зараховано в останньому місяці; інтервал — підсумок на межах 90-відсоткового інтервалу пропускної здатності; GPU — найбільше середньомісячне оплачене число.</translation>
    </message>
    <message>
        <source>$/M tok: cost over the output tokens the profile's demand asks for. On-demand without autoscaling is the plan's fleet sized for the peak, at the mean load: in month 1 without growth it costs what the plan's $/M out tok says. Autoscaled cloud follows the demand hour by hour, a different strategy that can cost less.</source>
        <translation>$/M ток.: вартість на вихідні токени, яких вимагає профіль попиту. На вимогу без автомасштабування — це парк плану, розрахований на пік, за середнього навантаження: у місяці 1 без зростання він коштує стільки, скільки показує $/M вих. ток. плану. Хмара з автомасштабуванням іде за попитом щогодини — інша стратегія, що може коштувати менше.</translation>
    </message>
    <message>
        <source>On-prem breaks even with the best cloud option (%1) in month %2.</source>
        <translation>Власна інфраструктура досягає беззбитковості щодо найкращого хмарного варіанта (%1) у місяці %2.</translation>
    </message>
    <message>
        <source>Nothing to recommend: no option can be priced for this configuration (see the reasons above).</source>
        <translation>Нічого рекомендувати: жоден варіант не можна оцінити для цієї конфігурації (причини вище).</translation>
    </message>
    <message>
        <source>Note: cost.hours_per_month (%1 h) sets the plan's monthly cost; the TCO runs the weekly profile over calendar months (730 h).</source>
        <translation>Примітка: cost.hours_per_month (%1 год) задає місячну вартість плану; TCO застосовує тижневий профіль до календарних місяців (730 год).</translation>
    </message>
    <message>
        <source>SLA risk (%1): %2 h a month while new replicas start (%3 of requests arrive then).</source>
        <translation>Ризик SLA (%1): %2 год на місяць, поки запускаються нові репліки (тоді надходить %3 запитів).</translation>
    </message>
    <message>
        <source>Note (%1): %2</source>
        <translation>Примітка (%1): %2</translation>
    </message>
    <message>
        <source>Most sensitive inputs (%1 total, each input -20 % / +20 %):</source>
        <translation>Найчутливіші вхідні дані (підсумок %1, кожне значення -20 % / +20 %):</translation>
    </message>
    <message>
        <source>   swing %1</source>
        <translation>   розмах %1</translation>
    </message>
    <message>
        <source>Assumptions (value, source):</source>
        <translation>Припущення (значення, джерело):</translation>
    </message>
    <message>
        <source>  Idle (&lt; 5 % busy for 5 min or more): %1, %2 GPU-h, %3 of the observed time</source>
        <translation>  Простій (&lt; 5 % зайнятості протягом 5 хв і довше): %1, %2 GPU-год, %3 часу спостереження</translation>
    </message>
    <message>
        <source>Candidates that carry the measured load (memory: peaks + %1 headroom; %2 busy at the p95 load), cheapest first:</source>
        <translation>Кандидати, що витримують виміряне навантаження (пам’ять: піки + %1 запасу; %2 зайнятості за навантаження p95), спершу найдешевші:</translation>
    </message>
    <message>
        <source>Prefix caching</source>
        <translation>Кешування префікса</translation>
    </message>
    <message>
        <source>%1 tokens shared, found cached by %2 of requests: %3 tokens of each prompt's prefill skipped on average</source>
        <translation>%1 спільних токенів, знайдених у кеші для %2 запитів: у середньому %3 токенів попереднього заповнення кожного запиту пропущено</translation>
    </message>
    <message>
        <source>draft model %1</source>
        <translation>чернеткова модель %1</translation>
    </message>
    <message>
        <source>MTP/EAGLE head</source>
        <translation>голова MTP/EAGLE</translation>
    </message>
    <message>
        <source>Speculative decoding</source>
        <translation>Спекулятивне декодування</translation>
    </message>
    <message>
        <source>%1, %2 proposals a step, each accepted at %3: %4 tokens a step</source>
        <translation>%1, %2 пропозицій за крок, кожна приймається з імовірністю %3: %4 токенів за крок</translation>
    </message>
    <message>
        <source>%1 x %2 %3, TP %4; %5 of %6 per GPU</source>
        <translation>%1 x %2 %3, TP %4; %5 з %6 на GPU</translation>
    </message>
    <message>
        <source>Prefill workers</source>
        <translation>Воркери попереднього заповнення</translation>
    </message>
    <message>
        <source>Decode workers</source>
        <translation>Воркери декодування</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Навантаження</translation>
    </message>
    <message>
        <source>closed loop, %1 clients in all</source>
        <translation>замкнений цикл, усього %1 клієнтів</translation>
    </message>
    <message>
        <source>Poisson arrivals, %1 in all</source>
        <translation>пуассонівські надходження, усього %1</translation>
    </message>
    <message>
        <source>KV transfer</source>
        <translation>Передавання KV</translation>
    </message>
    <message>
        <source>%1 a request over %2 at %3: %4</source>
        <translation>%1 на запит через %2 зі швидкістю %3: %4</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>ГБ/с</translation>
    </message>
    <message>
        <source>Prefill</source>
        <translation>Попереднє заповнення</translation>
    </message>
    <message>
        <source>%1 alone, %2 a prompt batched; %3 busy, %4 queue</source>
        <translation>%1 окремо, %2 на запит у пакеті; зайнятість %3, черга %4</translation>
    </message>
    <message>
        <source>Decode</source>
        <translation>Декодування</translation>
    </message>
    <message>
        <source>%1 sequences per worker (at most %2)</source>
        <translation>%1 послідовностей на воркер (не більше %2)</translation>
    </message>
    <message>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Пропускна здатність</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>примітка: %1</translation>
    </message>
    <message>
        <source>%1, %2 output; %3 per GPU over %4</source>
        <translation>%1, %2 на виході; %3 на GPU з %4</translation>
    </message>
    <message>
        <source>speculative decoding with %1, %2 proposals a step at %3 acceptance (%4 tokens a step)</source>
        <translation>спекулятивне декодування з %1, %2 пропозицій за крок із прийняттям %3 (%4 токенів за крок)</translation>
    </message>
    <message>
        <source>the model's MTP/EAGLE head</source>
        <translation>голова MTP/EAGLE моделі</translation>
    </message>
    <message>
        <source>prefix caching of a %1-token shared prefix, found by %2 of requests</source>
        <translation>кешування спільного префікса з %1 токенів, знайденого для %2 запитів</translation>
    </message>
    <message>
        <source>Serving    %1</source>
        <translation>Обслуговування %1</translation>
    </message>
    <message numerus="yes">
        <source>Disaggregated serving (%n split(s) estimated)</source>
        <translation>
            <numerusform>Дезагрегований сервінг (оцінено %n розподіл)</numerusform>
            <numerusform>Дезагрегований сервінг (оцінено %n розподіли)</numerusform>
            <numerusform>Дезагрегований сервінг (оцінено %n розподілів)</numerusform>
        </translation>
    </message>
    <message>
        <source>  KV transfer %1 a request over %2; prefill %3 busy; %4 sequences per decode worker</source>
        <translation>  передавання KV %1 на запит через %2; попереднє заповнення зайняте на %3; %4 послідовностей на воркер декодування</translation>
    </message>
    <message>
        <source>%1 less</source>
        <translation>на %1 менше</translation>
    </message>
    <message>
        <source>%1 more</source>
        <translation>на %1 більше</translation>
    </message>
    <message>
        <source>Against plan rank 1 (%1):</source>
        <translation>Порівняно з рангом 1 плану (%1):</translation>
    </message>
    <message>
        <source>  recommended: the split's %1 at %2 NPV against rank 1's %3 at %4: %5</source>
        <translation>  рекомендовано: для розподілу %1 з ЧПВ %2 проти %3 рангу 1 з ЧПВ %4: %5</translation>
    </message>
    <message>
        <source>  on-demand: %1 NPV against %2: %3</source>
        <translation>  на вимогу: ЧПВ %1 проти %2: %3</translation>
    </message>
    <message>
        <source>/GPU-hour</source>
        <translation>/GPU-год</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>немає ціни</translation>
    </message>
    <message>
        <source>The inputs listed below are the decode pool's; each pool is costed with its own GPU's prices, server price and power, and the options are their sums.</source>
        <translation>Наведені нижче вхідні дані належать пулу декодування; кожен пул розраховано за цінами, ціною сервера й потужністю його власного GPU, а варіанти є їхніми сумами.</translation>
    </message>
    <message>
        <source>Configuration: %1 (the planner's disaggregated split; plan rank 1 of %2 is the aggregated one)</source>
        <translation>Конфігурація: %1 (дезагрегований розподіл планувальника; ранг 1 з %2 у плані — агрегований)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n worker(s) at the plan (%2); one carries %3 within the SLA, %4 at saturation; on-demand %5 (%6); autoscaled today from %7 to %8 workers</source>
        <translation>
            <numerusform>%1: %n воркер за планом (%2); один обслуговує %3 у межах SLA, %4 при насиченні; на вимогу %5 (%6); автомасштабування сьогодні від %7 до %8 воркерів</numerusform>
            <numerusform>%1: %n воркери за планом (%2); один обслуговує %3 у межах SLA, %4 при насиченні; на вимогу %5 (%6); автомасштабування сьогодні від %7 до %8 воркерів</numerusform>
            <numerusform>%1: %n воркерів за планом (%2); один обслуговує %3 у межах SLA, %4 при насиченні; на вимогу %5 (%6); автомасштабування сьогодні від %7 до %8 воркерів</numerusform>
        </translation>
    </message>
    <message>
        <source>Prefill pool</source>
        <translation>Пул попереднього заповнення</translation>
    </message>
    <message>
        <source>Decode pool</source>
        <translation>Пул декодування</translation>
    </message>
    <message>
        <source>no comparison (a zero NPV)</source>
        <translation>без порівняння (нульова ЧПВ)</translation>
    </message>
    <message>
        <source>Configuration: %1 (the planner's disaggregated split; no aggregated layout meets the SLA)</source>
        <translation>Конфігурація: %1 (дезагрегований розподіл планувальника; жодна агрегована схема не відповідає SLA)</translation>
    </message>
    <message>
        <source>catalog quotes from %1, region %2 (USD)</source>
        <translation>цінові пропозиції каталогу: %1, регіон: %2 (USD)</translation>
    </message>
    <message>
        <source>%1 GPU-hours per million tokens</source>
        <translation>%1 GPU-годин на мільйон токенів</translation>
    </message>
    <message>
        <source>No price for %1 on %2: %3 (set cost.gpu_hour_usd.%4)</source>
        <translation>Немає ціни для %1 на %2: %3 (задайте cost.gpu_hour_usd.%4)</translation>
    </message>
    <message>
        <source>Not ranked for lack of a price: %1 on %2 (%3) would beat the recommendation below %4/GPU-hour (set cost.gpu_hour_usd.%5)</source>
        <translation>Без рейтингу через відсутність ціни: %1 на %2 (%3) випередив би рекомендацію за ціни нижче %4/GPU-год (задайте cost.gpu_hour_usd.%5)</translation>
    </message>
    <message numerus="yes">
        <source>%n sequence(s) (largest that fits: %1)</source>
        <translation>
            <numerusform>%n послідовність (найбільше, що вміщується: %1)</numerusform>
            <numerusform>%n послідовності (найбільше, що вміщується: %1)</numerusform>
            <numerusform>%n послідовностей (найбільше, що вміщується: %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>TCO: %1 over %n month(s) (discount rate %2/year)</source>
        <translation>
            <numerusform>TCO: %1 за %n міс. (ставка дисконтування %2/рік)</numerusform>
            <numerusform>TCO: %1 за %n міс. (ставка дисконтування %2/рік)</numerusform>
            <numerusform>TCO: %1 за %n міс. (ставка дисконтування %2/рік)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>On-prem does not break even with the best cloud option (%1) within %n month(s).</source>
        <translation>
            <numerusform>Власна інфраструктура не досягає беззбитковості щодо найкращого хмарного варіанта (%1) за %n міс.</numerusform>
            <numerusform>Власна інфраструктура не досягає беззбитковості щодо найкращого хмарного варіанта (%1) за %n міс.</numerusform>
            <numerusform>Власна інфраструктура не досягає беззбитковості щодо найкращого хмарного варіанта (%1) за %n міс.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Recommendation: %1, the %2 (%3; %4 per month on average, %5 over %n month(s)).</source>
        <translation>
            <numerusform>Рекомендація: %1, %2 (%3; у середньому %4 на місяць, %5 за %n міс.).</numerusform>
            <numerusform>Рекомендація: %1, %2 (%3; у середньому %4 на місяць, %5 за %n міс.).</numerusform>
            <numerusform>Рекомендація: %1, %2 (%3; у середньому %4 на місяць, %5 за %n міс.).</numerusform>
        </translation>
    </message>
    <message>
        <source>  one GPU's step</source>
        <translation>  крок одного GPU</translation>
    </message>
    <message>
        <source>matmuls %1, non-matmul work %2, tensor-parallel all-reduces %3, pipeline bubble %4</source>
        <translation>множення матриць %1, робота поза множенням матриць %2, all-reduce тензорного паралелізму %3, бульбашка конвеєра %4</translation>
    </message>
    <message>
        <source>%1: matmuls at %2 of peak, non-matmul work %3 B per hidden unit, token and layer</source>
        <translation>%1: множення матриць на %2 від піку, робота поза множенням матриць %3 Б на прихований вимір, токен і шар</translation>
    </message>
    <message>
        <source>none</source>
        <translation>немає</translation>
    </message>
    <message>
        <source>%1 of the %3 dense peak (pipeline bubble %2)</source>
        <translation>%1 від щільного піку %3 (бульбашка конвеєра %2)</translation>
    </message>
    <message>
        <source>  expert all-to-alls</source>
        <translation>  all-to-all експертів</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>not validated on measurements of %1 (factors from %2 runs of other %3 GPUs with %4)</source>
        <translation>не перевірено на вимірюваннях %1 (коефіцієнти з %2 вимірювань інших GPU %3 з %4)</translation>
    </message>
    <message>
        <source>not validated on measurements of %1 with %2 (%3 runs of %4 GPUs with %2 in the calibration)</source>
        <translation>не перевірено на вимірюваннях %1 з %2 (у калібруванні %3 вимірювань GPU %4 з %2)</translation>
    </message>
    <message>
        <source>concurrency %1 exceeds the engine's cap of %2 running sequences: the rest wait in its queue</source>
        <translation>паралельність %1 перевищує ліміт рушія в %2 активних послідовностей: решта чекає в його черзі</translation>
    </message>
    <message>
        <source>not even one sequence of the requested length fits: memory and times are shown for one sequence</source>
        <translation>не вміщується навіть одна послідовність запитаної довжини: пам’ять і час показано для однієї послідовності</translation>
    </message>
    <message>
        <source>saturated: %1 requests/s exceed what the deployment serves (about %2 requests/s); the queue grows without bound and the latencies shown grow with the length of the run</source>
        <translation>насичення: %1 req/s перевищують те, що обслуговує розгортання (близько %2 req/s); черга зростає необмежено, а показані затримки зростають із тривалістю прогону</translation>
    </message>
    <message>
        <source>diffusion FLOPs per step approximated as 2 x denoiser parameters x latent tokens; activations not modelled</source>
        <translation>FLOP дифузії на крок наближено як 2 × параметри денойзера × латентні токени; активації не змодельовано</translation>
    </message>
    <message>
        <source>fits with --zero %1 (%2 of %3 GiB: gradients sharded over the %4 data-parallel GPUs, as FSDP runs keep them)</source>
        <translation>вміщується з --zero %1 (%2 з %3 GiB: градієнти розподілено між %4 GPU паралелізму даних, як їх тримають запуски FSDP)</translation>
    </message>
    <message>
        <source>fits with --zero %1 (%2 of %3 GiB: weights, gradients and optimizer states sharded over the %4 data-parallel GPUs (FSDP))</source>
        <translation>вміщується з --zero %1 (%2 з %3 GiB: ваги, градієнти і стани оптимізатора розподілено між %4 GPU паралелізму даних (FSDP))</translation>
    </message>
    <message>
        <source>fits with --recompute full (%1 of %2 GiB: each layer's activations recomputed in the backward pass, about a third more compute)</source>
        <translation>вміщується з --recompute full (%1 з %2 GiB: активації кожного шару перераховуються у зворотному проході, приблизно на третину більше обчислень)</translation>
    </message>
    <message>
        <source>context parallelism: the ring exchange of keys and values between the %1 GPUs of a sequence is not in the step time (it overlaps with attention while each GPU holds enough tokens)</source>
        <translation>паралелізм контексту: кільцевий обмін ключами й значеннями між %1 GPU послідовності не входить у час кроку (він перекривається з увагою, поки кожен GPU тримає достатньо токенів)</translation>
    </message>
    <message>
        <source>QLoRA dequantizes the 4-bit base on every pass; that overhead is not in the step time</source>
        <translation>QLoRA деквантує 4-бітну базову модель на кожному проході; ці накладні витрати не входять у час кроку</translation>
    </message>
    <message>
        <source>tp = %1 spans more than the %2-GPU %3 domain of %4: tensor-parallel all-reduces cross the network</source>
        <translation>tp = %1 виходить за межі %2-GPU домену %3 у %4: all-reduce тензорного паралелізму йдуть через мережу</translation>
    </message>
    <message>
        <source>%1 is weight-only: dequantized to %2 for the matmuls</source>
        <translation>%1 квантує лише ваги: для множення матриць деквантуються в %2</translation>
    </message>
    <message>
        <source>%1 is not native on %2: weights dequantized, matmuls run in %3</source>
        <translation>%1 не є нативною на %2: ваги деквантуються, множення матриць виконується в %3</translation>
    </message>
    <message>
        <source>%1 lists no usable compute throughput</source>
        <translation>%1 не має придатної обчислювальної продуктивності</translation>
    </message>
    <message>
        <source>GeForce driver licence: not licensed for datacenter deployment</source>
        <translation>ліцензія драйвера GeForce: не ліцензовано для розгортання в центрах обробки даних</translation>
    </message>
    <message>
        <source>precision not supported: %1 lists no throughput usable for %2</source>
        <translation>точність не підтримується: %1 не має продуктивності, придатної для %2</translation>
    </message>
    <message>
        <source>precision not native: %1 (allow_non_native to accept)</source>
        <translation>точність не нативна: %1 (allow_non_native, щоб прийняти)</translation>
    </message>
    <message>
        <source>%1 (included because the scenario sets allow_geforce)</source>
        <translation>%1 (включено, бо сценарій задає allow_geforce)</translation>
    </message>
    <message>
        <source>no calibration rows for %1/%2: using %3 with a wider band</source>
        <translation>немає рядків калібрування для %1/%2: використано %3 із ширшим інтервалом</translation>
    </message>
    <message>
        <source>%1: wider band</source>
        <translation>%1: ширший інтервал</translation>
    </message>
    <message>
        <source>not offered: %1 (allow_geforce to include it, with this caveat)</source>
        <translation>не пропонується: %1 (allow_geforce, щоб включити його з цим застереженням)</translation>
    </message>
    <message>
        <source>%1 more layout of this GPU also meets the targets with over %2x its %3 GPU: not ranked</source>
        <translation>ще розташувань цього GPU, що теж виконують цілі з понад %2x від його %3 GPU: %1, без рангу</translation>
    </message>
    <message>
        <source>%1 more layout of this GPU also meets the targets with over %2x its %3 GPUs: not ranked</source>
        <translation>ще розташувань цього GPU, що теж виконують цілі з понад %2x від його %3 GPU: %1, без рангу</translation>
    </message>
    <message>
        <source>%1 more layouts of this GPU also meet the targets with over %2x its %3 GPU: not ranked</source>
        <translation>ще розташувань цього GPU, що теж виконують цілі з понад %2x від його %3 GPU: %1, без рангу</translation>
    </message>
    <message>
        <source>%1 more layouts of this GPU also meet the targets with over %2x its %3 GPUs: not ranked</source>
        <translation>ще розташувань цього GPU, що теж виконують цілі з понад %2x від його %3 GPU: %1, без рангу</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>PCIe peer-to-peer</source>
        <translation>PCIe peer-to-peer</translation>
    </message>
    <message>
        <source>the network</source>
        <translation>мережу</translation>
    </message>
    <message>
        <source>TP %1 over %2: transfers take %3 of each decode step</source>
        <translation>TP %1 через %2: передавання займають %3 кожного кроку декодування</translation>
    </message>
    <message>
        <source>TP %1 over %2: transfers take %3 of each decode step (over %4; a GPU with a faster scale-up link or a smaller TP would do better)</source>
        <translation>TP %1 через %2: передавання займають %3 кожного кроку декодування (понад %4; GPU зі швидшим scale-up-з’єднанням або менший TP були б кращими)</translation>
    </message>
    <message>
        <source>loading %1 of weights per GPU over PCIe Gen%2 takes at least %3 (a replica's cold start; storage is often slower)</source>
        <translation>завантаження %1 ваг на GPU через PCIe Gen%2 триває щонайменше %3 (холодний старт репліки; сховище часто повільніше)</translation>
    </message>
    <message>
        <source>each replica spans %1 nodes: pipeline stages pass activations over the network</source>
        <translation>кожна репліка охоплює вузлів: %1; етапи конвеєра передають активації мережею</translation>
    </message>
    <message>
        <source>minimum deployment: the scenario asks for at least %1 replicas (limits.min_replicas); they run at %2 of capacity today</source>
        <translation>мінімальне розгортання: сценарій вимагає щонайменше %1 реплік (limits.min_replicas); сьогодні вони працюють на %2 потужності</translation>
    </message>
    <message>
        <source>over-provisioned: %1 replicas run at %2 of capacity today</source>
        <translation>надлишково виділено: реплік %1, сьогодні вони працюють на %2 потужності</translation>
    </message>
    <message>
        <source>over-provisioned: %1 replicas run at %2 of capacity today; the latency target, not the load, sets the count</source>
        <translation>надлишково виділено: реплік %1, сьогодні вони працюють на %2 потужності; кількість визначає ціль затримки, а не навантаження</translation>
    </message>
    <message>
        <source>minimum deployment: one replica runs at %1 of capacity today (no smaller layout meets the target)</source>
        <translation>мінімальне розгортання: одна репліка сьогодні працює на %1 потужності (жодне менше розташування не виконує ціль)</translation>
    </message>
    <message>
        <source>memory mostly idle: %1 of %2 per GPU in use at today's load</source>
        <translation>пам’ять здебільшого не використовується: за сьогоднішнього навантаження зайнято %1 з %2 на GPU</translation>
    </message>
    <message>
        <source>sized to the pessimistic end of the 90 % band (sla.size_to_pessimistic): %1 TPOT up to %2, %1 TTFT up to %3</source>
        <translation>розраховано на песимістичну межу 90-відсоткового інтервалу (sla.size_to_pessimistic): TPOT %1 до %2, TTFT %1 до %3</translation>
    </message>
    <message>
        <source>uncertainty: the pessimistic end of the %1 TPOT band (%2) misses the %3 target</source>
        <translation>невизначеність: песимістична межа інтервалу TPOT %1 (%2) не виконує ціль %3</translation>
    </message>
    <message>
        <source>uncertainty: the pessimistic end of the %1 TTFT band (%2) misses the %3 target</source>
        <translation>невизначеність: песимістична межа інтервалу TTFT %1 (%2) не виконує ціль %3</translation>
    </message>
    <message>
        <source>under-provisioned: %1 utilization at the grown demand leaves little room for bursts</source>
        <translation>недостатньо виділено: завантаження %1 за зрослого попиту залишає мало запасу на сплески</translation>
    </message>
    <message>
        <source>each replica serves about %1 of the %2 requests/s arriving</source>
        <translation>кожна репліка обслуговує близько %1 з %2 req/s, що надходять</translation>
    </message>
    <message>
        <source>%1 TTFT %2 (target %3), %1 TPOT %4 (target %5)%6</source>
        <translation>TTFT %1 %2 (ціль %3), TPOT %1 %4 (ціль %5)%6</translation>
    </message>
    <message>
        <source>%1 TTFT %2 (target %3), %1 TPOT %4%5</source>
        <translation>TTFT %1 %2 (ціль %3), TPOT %1 %4%5</translation>
    </message>
    <message>
        <source>%1 TTFT %2, %1 TPOT %3 (target %4)%5</source>
        <translation>TTFT %1 %2, TPOT %1 %3 (ціль %4)%5</translation>
    </message>
    <message>
        <source>%1 TTFT %2, %1 TPOT %3%4</source>
        <translation>TTFT %1 %2, TPOT %1 %3%4</translation>
    </message>
    <message>
        <source>at the %1 %2 TPOT target%3 only batch %4 fits (memory holds %5 sequence)</source>
        <translation>за цілі TPOT %2 %1%3 підходить лише батч %4 (пам’ять вміщує послідовностей: %5)</translation>
    </message>
    <message>
        <source>at the %1 %2 TPOT target%3 only batch %4 fits (memory holds %5 sequences)</source>
        <translation>за цілі TPOT %2 %1%3 підходить лише батч %4 (пам’ять вміщує послідовностей: %5)</translation>
    </message>
    <message>
        <source>memory holds only %1 sequence per replica</source>
        <translation>пам’ять вміщує лише послідовностей на репліку: %1</translation>
    </message>
    <message>
        <source>memory holds only %1 sequences per replica</source>
        <translation>пам’ять вміщує лише послідовностей на репліку: %1</translation>
    </message>
    <message>
        <source>the engine runs at most %1 sequence per replica</source>
        <translation>рушій виконує не більше послідовностей на репліку, ніж %1</translation>
    </message>
    <message>
        <source>the engine runs at most %1 sequences per replica</source>
        <translation>рушій виконує не більше послідовностей на репліку, ніж %1</translation>
    </message>
    <message>
        <source>%1, so a replica serves %2 of the %3 requests/s to size for</source>
        <translation>%1, тож репліка обслуговує %2 з %3 req/s, на які ведеться розрахунок</translation>
    </message>
    <message>
        <source>%1 replica</source>
        <translation>реплік: %1</translation>
    </message>
    <message>
        <source>%1 replicas</source>
        <translation>реплік: %1</translation>
    </message>
    <message>
        <source>%1 GPU</source>
        <translation>%1 GPU</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 GPU</translation>
    </message>
    <message>
        <source> for the band's pessimistic end (targets / %1)</source>
        <translation> для песимістичної межі інтервалу (цілі / %1)</translation>
    </message>
    <message>
        <source>does not fit: needs %1 per GPU for one sequence (mean length), %2 usable (short by %3)</source>
        <translation>не вміщується: потрібно %1 на GPU для однієї послідовності (середня довжина), доступно %2 (бракує %3)</translation>
    </message>
    <message>
        <source>does not fit: needs %1 per GPU for one sequence (p95 length), %2 usable (short by %3)</source>
        <translation>не вміщується: потрібно %1 на GPU для однієї послідовності (довжина p95), доступно %2 (бракує %3)</translation>
    </message>
    <message>
        <source>misses TPOT: %1 is %2 even at batch 1, target %3%4 (+%5)</source>
        <translation>не виконує TPOT: %1 становить %2 навіть за батчу 1, ціль %3%4 (+%5)</translation>
    </message>
    <message>
        <source>misses TTFT: %1 is %2 even with no request waiting (%3-token prompt), target %4%5 (+%6)</source>
        <translation>не виконує TTFT: %1 становить %2 навіть без запитів у черзі (запит на %3 токенів), ціль %4%5 (+%6)</translation>
    </message>
    <message>
        <source>limits.min_replicas asks for %1</source>
        <translation>limits.min_replicas вимагає %1</translation>
    </message>
    <message>
        <source>needs %1 (%2 of %3), limit %4: %5</source>
        <translation>потрібно %1 (%2 по %3), ліміт %4: %5</translation>
    </message>
    <message>
        <source>misses the %1 targets under load with %2, the most the %3-GPU limit allows: %4</source>
        <translation>не виконує цілі %1 під навантаженням з %2 — максимумом, який дозволяє ліміт у %3 GPU: %4</translation>
    </message>
    <message>
        <source>gradient all-reduce over the network takes %1 per step (%2 of the step)</source>
        <translation>all-reduce градієнтів через мережу займає %1 на крок (%2 кроку)</translation>
    </message>
    <message>
        <source>gradient all-reduce over the network takes %1 per step (%2 of the step): faster NICs, a larger global batch or more TP/PP would help</source>
        <translation>all-reduce градієнтів через мережу займає %1 на крок (%2 кроку): допомогли б швидші мережеві карти, більший глобальний батч або більше TP/PP</translation>
    </message>
    <message>
        <source>training data read: %1 MB/s per node</source>
        <translation>читання навчальних даних: %1 MB/s на вузол</translation>
    </message>
    <message>
        <source>training data read: %1 MB/s per node (more than a typical node's %2 MB/s from shared storage)</source>
        <translation>читання навчальних даних: %1 MB/s на вузол (більше за типові для вузла %2 MB/s зі спільного сховища)</translation>
    </message>
    <message>
        <source>misses the deadline: %1 h on %2 GPUs (the most that help within %3), deadline %4 h</source>
        <translation>не встигає до терміну: %1 год на %2 GPU (найбільше, що допомагає в межах %3), термін %4 h</translation>
    </message>
    <message>
        <source>does not fit: needs %1 per GPU at best (%2 GPUs), %3 usable (short by %4)</source>
        <translation>не вміщується: потрібно щонайменше %1 на GPU (%2 GPU), доступно %3 (бракує %4)</translation>
    </message>
    <message>
        <source>needs %1 GPUs for one copy of the model (%2), limits.max_gpus %3</source>
        <translation>потрібно %1 GPU для однієї копії моделі (%2), limits.max_gpus %3</translation>
    </message>
    <message>
        <source>no data-parallel degree within %1 GPUs divides the %2 micro-batches of a step</source>
        <translation>жоден ступінь паралелізму даних у межах %1 GPU не ділить %2 мікробатчів кроку</translation>
    </message>
    <message>
        <source>uncertainty: the pessimistic end of the band (%1 h) misses the %2 h deadline</source>
        <translation>невизначеність: песимістична межа інтервалу (%1 год) не вкладається в термін %2 h</translation>
    </message>
    <message>
        <source>over-provisioned: finishes in %1 of the time allowed</source>
        <translation>надлишково виділено: завершується за %1 відведеного часу</translation>
    </message>
    <message>
        <source>spot capacity can be reclaimed at short notice: reclaims are not modelled, so spot is never recommended for serving with an SLA</source>
        <translation>потужності spot можуть забрати з коротким попередженням: це не моделюється, тож spot ніколи не рекомендується для обслуговування з SLA</translation>
    </message>
    <message>
        <source>spot capacity can be reclaimed at short notice: runs need checkpoints, and the restarts are not modelled</source>
        <translation>потужності spot можуть забрати з коротким попередженням: запускам потрібні контрольні точки, а перезапуски не моделюються</translation>
    </message>
    <message>
        <source>demand above the reservation bursts to on-demand: %1 GPU-hours over the horizon</source>
        <translation>попит понад резервування переходить на вимогу: %1 GPU-годин за горизонт планування</translation>
    </message>
    <message>
        <source>includes %1 for the part of the last term that runs past the horizon</source>
        <translation>включає %1 за частину останнього терміну, що виходить за горизонт планування</translation>
    </message>
    <message>
        <source>the loan balance still owed at the end of the horizon (%1) is paid off in the last month</source>
        <translation>залишок кредиту на кінець горизонту планування (%1) сплачується в останньому місяці</translation>
    </message>
    <message>
        <source>resale value at the end of the horizon: %1</source>
        <translation>вартість перепродажу на кінець горизонту планування: %1</translation>
    </message>
    <message>
        <source>the fleet grows from %1 to %2 nodes with demand</source>
        <translation>флотилія зростає з %1 до %2 вузлів разом із попитом</translation>
    </message>
    <message>
        <source>no on-prem base pays off: all-cloud on-demand is cheapest</source>
        <translation>жодна база власної інфраструктури не окуповується: повністю хмара на вимогу — найдешевше</translation>
    </message>
    <message>
        <source>on-prem base of %1 node, the lowest NPV of 0..%2 nodes; on-demand bursts above it</source>
        <translation>база власної інфраструктури — вузлів: %1, найменша ЧПВ серед 0..%2 вузлів; понад неї — на вимогу</translation>
    </message>
    <message>
        <source>on-prem base of %1 nodes, the lowest NPV of 0..%2 nodes; on-demand bursts above it</source>
        <translation>база власної інфраструктури — вузлів: %1, найменша ЧПВ серед 0..%2 вузлів; понад неї — на вимогу</translation>
    </message>
    <message>
        <source>pays for up to %1 GPUs in a month, more than limits.max_gpus (%2) allows today</source>
        <translation>оплачує до %1 GPU на місяць — більше, ніж сьогодні дозволяє limits.max_gpus (%2)</translation>
    </message>
    <message>
        <source>%1x %2, %3, %4, batch %5 per replica</source>
        <translation>%1x %2, %3, %4, батч %5 на репліку</translation>
    </message>
    <message>
        <source>%1x %2, %3, %4, DP%5, %6 h per run</source>
        <translation>%1x %2, %3, %4, DP%5, %6 h на запуск</translation>
    </message>
    <message>
        <source>lowest net present value of the options that keep the latency SLA (spot costs less but can be reclaimed)</source>
        <translation>найменша ЧПВ серед варіантів, що дотримуються SLA затримки (spot дешевший, але його можуть забрати)</translation>
    </message>
    <message>
        <source>lowest net present value</source>
        <translation>найменша ЧПВ</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>ваги</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV-кеш</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>активації</translation>
    </message>
    <message>
        <source>gradients</source>
        <translation>градієнти</translation>
    </message>
    <message>
        <source>optimizer states</source>
        <translation>стани оптимізатора</translation>
    </message>
    <message>
        <source>runtime overhead</source>
        <translation>накладні витрати середовища</translation>
    </message>
    <message>
        <source>GPU utilization mean %1, p50 %2, p95 %3; saturated (&gt;= 90 %) %4 of samples</source>
        <translation>завантаження GPU: середнє %1, p50 %2, p95 %3; насичення (&gt;= 90 %) у %4 вибірок</translation>
    </message>
    <message>
        <source>memory used peak %1, p99 %2, mean %3 of %4 per GPU</source>
        <translation>використана пам’ять: пік %1, p99 %2, середнє %3 з %4 на GPU</translation>
    </message>
    <message>
        <source>memory used peak %1, p99 %2, mean %3 (memory total not reported)</source>
        <translation>використана пам’ять: пік %1, p99 %2, середнє %3 (загальний обсяг не повідомлено)</translation>
    </message>
    <message>
        <source>SM active mean %1</source>
        <translation>SM активні в середньому %1</translation>
    </message>
    <message>
        <source>SM occupancy mean %1, p95 %2</source>
        <translation>заповненість SM: середнє %1, p95 %2</translation>
    </message>
    <message>
        <source>tensor pipe active mean %1, p95 %2</source>
        <translation>тензорний конвеєр активний: середнє %1, p95 %2</translation>
    </message>
    <message>
        <source>DRAM active mean %1, p95 %2</source>
        <translation>DRAM активна: середнє %1, p95 %2</translation>
    </message>
    <message>
        <source>idle (&lt; 5 % for 5 min or more) %1 of the observed time, in 1 period</source>
        <translation>простій (&lt; 5 % протягом 5 хв і довше) %1 часу спостереження, в 1 періоді</translation>
    </message>
    <message>
        <source>idle (&lt; 5 % for 5 min or more) %1 of the observed time, in %2 periods</source>
        <translation>простій (&lt; 5 % протягом 5 хв і довше) %1 часу спостереження, періодів: %2</translation>
    </message>
    <message>
        <source>Under-provisioned: p99 memory %1 of %2 (%3) on %4.</source>
        <translation>Недостатньо виділено: пам’ять p99 %1 з %2 (%3) на %4.</translation>
    </message>
    <message>
        <source>Under-provisioned: saturated (&gt;= 90 % busy) %1 of the time, p50 utilization %2 on %3.</source>
        <translation>Недостатньо виділено: насичення (&gt;= 90 % зайнятості) %1 часу, завантаження p50 %2 на %3.</translation>
    </message>
    <message>
        <source>Bottlenecked elsewhere: p95 utilization %1 on %2 while host-to-device PCIe runs at %3 GB/s of %4 GB/s (p95, %5): the GPUs wait on data (PCIe, input pipeline, CPU); more or bigger GPUs will not help.</source>
        <translation>Вузьке місце деінде: завантаження p95 %1 на %2, тоді як PCIe хост → пристрій працює на %3 GB/s з %4 GB/s (p95, %5): GPU чекають на дані (PCIe, вхідний конвеєр, CPU); більше чи потужніші GPU не допоможуть.</translation>
    </message>
    <message>
        <source>Bottlenecked elsewhere: p95 utilization %1 on %2 although demand was saturated: the GPUs wait on data (PCIe, input pipeline, CPU); more or bigger GPUs will not help.</source>
        <translation>Вузьке місце деінде: завантаження p95 %1 на %2, хоча попит був насиченим: GPU чекають на дані (PCIe, вхідний конвеєр, CPU); більше чи потужніші GPU не допоможуть.</translation>
    </message>
    <message>
        <source>Over-provisioned: peak memory %1 of %2 and p95 utilization %3, idle %4 of the time, on %5.</source>
        <translation>Надлишково виділено: пікова пам’ять %1 з %2 і завантаження p95 %3, простій %4 часу, на %5.</translation>
    </message>
    <message>
        <source>Over-provisioned: peak memory %1 of %2 and p95 utilization %3 on %4.</source>
        <translation>Надлишково виділено: пікова пам’ять %1 з %2 і завантаження p95 %3 на %4.</translation>
    </message>
    <message>
        <source>Over-provisioned: p95 utilization %1, idle %2 of the time, on %3.</source>
        <translation>Надлишково виділено: завантаження p95 %1, простій %2 часу, на %3.</translation>
    </message>
    <message>
        <source>Over-provisioned: p95 utilization %1 on %2.</source>
        <translation>Надлишково виділено: завантаження p95 %1 на %2.</translation>
    </message>
    <message>
        <source>a saturated GPU hides how much more work was waiting: the candidates carry the measured load, a lower bound of the demand</source>
        <translation>насичений GPU приховує, скільки ще роботи чекало: кандидати витримують виміряне навантаження — нижню межу попиту</translation>
    </message>
    <message>
        <source>Bottlenecked elsewhere: kernels run %1 of the time (p50) but the SMs are active only %2 inside them on %3: small kernels bound by launch or CPU time; batch more, or use CUDA graphs.</source>
        <translation>Вузьке місце деінде: ядра працюють %1 часу (p50), але SM активні лише %2 усередині них на %3: малі ядра, обмежені запуском або часом CPU; збільште батч або використайте CUDA graphs.</translation>
    </message>
    <message>
        <source>Right-sized: p95 utilization %1, peak memory %2 of capacity on %3.</source>
        <translation>Оптимально розраховано: завантаження p95 %1, пікова пам’ять %2 обсягу на %3.</translation>
    </message>
    <message>
        <source>Right-sized: p95 utilization %1 on %2.</source>
        <translation>Оптимально розраховано: завантаження p95 %1 на %2.</translation>
    </message>
    <message>
        <source>candidates scale the measured p95 busy share by dense 16-bit FLOP/s and memory bandwidth and assume the load spreads evenly over the GPUs; check the chosen one with `rightsizer plan` on the workload's scenario (interconnect and latency are not in telemetry)</source>
        <translation>кандидати масштабують виміряну частку зайнятості p95 за щільними 16-бітними FLOP/s і пропускною здатністю пам’яті та вважають, що навантаження рівномірно розподілене між GPU; перевірте вибраного за допомогою `rightsizer plan` на сценарії навантаження (з’єднання та затримки в телеметрії немає)</translation>
    </message>
    <message>
        <source>%1 %2 x %3 would carry the measured load at %4 busy for $%5/h instead of $%6/h.</source>
        <translation>%1 %2 x %3 витримали б виміряне навантаження за зайнятості %4 за $%5/год замість $%6/год.</translation>
    </message>
    <message>
        <source>%1 %2 x %3 would carry the measured load at %4 busy for $%5/h instead of $%6/h (%7).</source>
        <translation>%1 %2 x %3 витримали б виміряне навантаження за зайнятості %4 за $%5/год замість $%6/год (%7).</translation>
    </message>
    <message>
        <source>Not enough data: %1 utilization or memory samples; at least %2 are needed for a verdict.</source>
        <translation>Недостатньо даних: %1 вибірок завантаження чи пам’яті; для вердикту потрібно щонайменше %2.</translation>
    </message>
    <message>
        <source>'%1' is not a catalog GPU: no candidates and no cost (name it with --gpu ID)</source>
        <translation>«%1» — не GPU з каталогу: немає кандидатів і вартості (вкажіть його через --gpu ID)</translation>
    </message>
    <message>
        <source>no memory readings: candidates are sized on utilization alone</source>
        <translation>немає показників пам’яті: кандидатів розраховано лише за завантаженням</translation>
    </message>
    <message>
        <source>PCIe host-to-device p95 %1 of the link</source>
        <translation>PCIe хост → пристрій p95 %1 каналу</translation>
    </message>
    <message>
        <source>scenario tco.demand</source>
        <translation>сценарій tco.demand</translation>
    </message>
    <message>
        <source>%1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>profile: %1</source>
        <translation>профіль: %1</translation>
    </message>
    <message>
        <source>the demand profile (%1) peaks at %2 requests/s, not the %3 of workload.requests_per_s: the fleet is sized for the profile's peak</source>
        <translation>профіль попиту (%1) має пік %2 запитів/с, а не %3 з workload.requests_per_s: парк розраховано на пік профілю</translation>
    </message>
    <message>
        <source>the demand profile (%1) averages %2 requests/s, not the %3 of workload.mean_requests_per_s: costs use the profile's mean</source>
        <translation>профіль попиту (%1) має середнє %2 запитів/с, а не %3 з workload.mean_requests_per_s: вартість рахується за середнім профілю</translation>
    </message>
    <message>
        <source>default daytime profile reshaped (exponent %1): peak = workload.requests_per_s, mean = workload.mean_requests_per_s</source>
        <translation>типовий денний профіль, змінений (показник %1): пік = workload.requests_per_s, середнє = workload.mean_requests_per_s</translation>
    </message>
    <message>
        <source>default daytime profile reshaped to the mean</source>
        <translation>типовий денний профіль, змінений під середнє</translation>
    </message>
    <message>
        <source>default daytime profile, peak = workload.requests_per_s</source>
        <translation>типовий денний профіль, пік = workload.requests_per_s</translation>
    </message>
    <message>
        <source>default daytime profile</source>
        <translation>типовий денний профіль</translation>
    </message>
    <message>
        <source>one provider</source>
        <translation>один постачальник</translation>
    </message>
    <message>
        <source>%1 providers</source>
        <translation>постачальників: %1</translation>
    </message>
    <message>
        <source>marketplace quotes only</source>
        <translation>лише пропозиції маркетплейсів</translation>
    </message>
    <message>
        <source>no observation date</source>
        <translation>немає дати спостереження</translation>
    </message>
    <message>
        <source>newest quote %1 months old</source>
        <translation>найновішій пропозиції %1 міс.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation>%1, %2, %3</translation>
    </message>
    <message>
        <source>scenario cost.gpu_hour_usd</source>
        <translation>сценарій cost.gpu_hour_usd</translation>
    </message>
    <message>
        <source>on-demand</source>
        <translation>на вимогу</translation>
    </message>
    <message>
        <source>reserved</source>
        <translation>зарезервовано</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>spot</translation>
    </message>
    <message>
        <source>capacity-block</source>
        <translation>блок потужності</translation>
    </message>
    <message>
        <source>purchase</source>
        <translation>купівля</translation>
    </message>
    <message>
        <source>on-demand-historical</source>
        <translation>на вимогу (історичні)</translation>
    </message>
    <message>
        <source>date not given</source>
        <translation>дату не вказано</translation>
    </message>
    <message>
        <source>observed %1</source>
        <translation>спостережено %1</translation>
    </message>
    <message>
        <source>observed %1..%2</source>
        <translation>спостережено %1..%2</translation>
    </message>
    <message>
        <source>all</source>
        <translation>усі</translation>
    </message>
    <message>
        <source>hyperscaler</source>
        <translation>гіперскейлер</translation>
    </message>
    <message>
        <source>specialist</source>
        <translation>спеціалізований</translation>
    </message>
    <message>
        <source>marketplace</source>
        <translation>маркетплейс</translation>
    </message>
    <message>
        <source>every provider</source>
        <translation>усі постачальники</translation>
    </message>
    <message>
        <source>hyperscaler clouds (AWS, Azure, Google Cloud, Oracle)</source>
        <translation>хмари гіперскейлерів (AWS, Azure, Google Cloud, Oracle)</translation>
    </message>
    <message>
        <source>specialist GPU clouds (CoreWeave, Lambda, Nebius, RunPod Secure Cloud, ...)</source>
        <translation>спеціалізовані GPU-хмари (CoreWeave, Lambda, Nebius, RunPod Secure Cloud, ...)</translation>
    </message>
    <message>
        <source>marketplaces (RunPod Community Cloud, Vast.ai)</source>
        <translation>маркетплейси (RunPod Community Cloud, Vast.ai)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>one %1 quote: %2 %3; %4</source>
        <translation>одна пропозиція (%1): %2 %3; %4</translation>
    </message>
    <message>
        <source>median of %1 %2 quotes from %3, $%4-$%5; %6</source>
        <translation>медіана %1 пропозицій (%2) від %3, $%4-$%5; %6</translation>
    </message>
    <message>
        <source>median of %1 providers' medians (%2 %3 quotes from %4, $%5-$%6); %7</source>
        <translation>медіана медіан %1 постачальників (%2 пропозицій (%3) від %4, $%5-$%6); %7</translation>
    </message>
    <message>
        <source>no on-demand price (needed for bursts); set tco.cloud.on_demand_usd_per_gpu_hour</source>
        <translation>немає ціни на вимогу (потрібна для сплесків); задайте tco.cloud.on_demand_usd_per_gpu_hour</translation>
    </message>
    <message>
        <source>a training run needs its whole cluster; bursting splits serving replicas only</source>
        <translation>прогону навчання потрібен увесь кластер; перенесення сплесків ділить лише репліки обслуговування</translation>
    </message>
    <message>
        <source>catalog: %1</source>
        <translation>каталог: %1</translation>
    </message>
    <message>
        <source>no on-demand price for %1; set tco.cloud.on_demand_usd_per_gpu_hour or cost.gpu_hour_usd</source>
        <translation>немає ціни на вимогу для %1; задайте tco.cloud.on_demand_usd_per_gpu_hour або cost.gpu_hour_usd</translation>
    </message>
    <message>
        <source>catalog: %1 (term not stated by the source)</source>
        <translation>каталог: %1 (строк не вказано джерелом)</translation>
    </message>
    <message>
        <source>derived: on-demand x %1, the median reserved/on-demand ratio of the catalog's offers quoted both ways</source>
        <translation>похідне: на вимогу x %1, медіанне співвідношення зарезервовано/на вимогу для пропозицій каталогу з обома цінами</translation>
    </message>
    <message>
        <source>no reserved price; set tco.cloud.reserved_1y_usd_per_gpu_hour</source>
        <translation>немає ціни резервування; задайте tco.cloud.reserved_1y_usd_per_gpu_hour</translation>
    </message>
    <message>
        <source>assumption: on-demand x %1 (the catalog quotes no 3-year term)</source>
        <translation>припущення: на вимогу x %1 (каталог не має цін на 3 роки)</translation>
    </message>
    <message>
        <source>no on-demand price to derive it from; set tco.cloud.reserved_3y_usd_per_gpu_hour</source>
        <translation>немає ціни на вимогу, з якої її вивести; задайте tco.cloud.reserved_3y_usd_per_gpu_hour</translation>
    </message>
    <message>
        <source>no spot quote for %1 in the catalog; set tco.cloud.spot_usd_per_gpu_hour</source>
        <translation>у каталозі немає spot-ціни для %1; задайте tco.cloud.spot_usd_per_gpu_hour</translation>
    </message>
    <message>
        <source>no spot quote for %1 from '%2' in the catalog; set tco.cloud.spot_usd_per_gpu_hour</source>
        <translation>у каталозі немає spot-ціни для %1 від «%2»; задайте tco.cloud.spot_usd_per_gpu_hour</translation>
    </message>
    <message>
        <source>catalog: %1 (%2 USD/GPU) x %3 GPUs + host %4 USD (%5)</source>
        <translation>каталог: %1 (%2 USD/GPU) x %3 GPU + хост %4 USD (%5)</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>сценарій</translation>
    </message>
    <message>
        <source>assumption</source>
        <translation>припущення</translation>
    </message>
    <message>
        <source>no purchase price for %1 in the catalog; set tco.on_prem.server_usd_per_node</source>
        <translation>у каталозі немає ціни купівлі для %1; задайте tco.on_prem.server_usd_per_node</translation>
    </message>
    <message>
        <source>PRC-0103: one port per GPU of a 64-port 400 Gb/s switch at 36,000 USD</source>
        <translation>PRC-0103: один порт на GPU 64-портового комутатора 400 Gb/s за 36 000 USD</translation>
    </message>
    <message>
        <source>catalog: %1 TDP</source>
        <translation>каталог: TDP %1</translation>
    </message>
    <message>
        <source>the catalog has no TDP for %1, so power cannot be costed</source>
        <translation>у каталозі немає TDP для %1, тому електроенергію не можна оцінити</translation>
    </message>
    <message>
        <source>PRC-0120: server overhead x1.3 over GPU TDP (0.3 x %1 GPUs x %2 W)</source>
        <translation>PRC-0120: накладні витрати сервера x1,3 понад TDP GPU (0,3 x %1 GPU x %2 W)</translation>
    </message>
    <message>
        <source>none: %1</source>
        <translation>немає: %1</translation>
    </message>
    <message>
        <source>at its thin-evidence catalog price (%1), %2 (%3, %4 GPUs) would rank first: $%5/GPU-hour, $%6/M tokens against $%7; a quote of your own in cost.gpu_hour_usd settles it</source>
        <translation>за слабко підтвердженою ціною каталогу (%1) %2 (%3, %4 GPU) посів би перше місце: $%5/GPU-год, $%6/M токенів проти $%7; власна цінова пропозиція в cost.gpu_hour_usd це вирішить</translation>
    </message>
    <message>
        <source>rank 1 by price tier: %1 prices would put %2 (%3, %4 GPUs) first at $%5/GPU-hour, $%6/M tokens</source>
        <translation>перше місце за ціновим рівнем: ціни (%1) поставили б першим %2 (%3, %4 GPU) за $%5/GPU-год, $%6/M токенів</translation>
    </message>
    <message>
        <source>%1 prices would put %2 (%3, %4 GPUs) first at $%5/GPU-hour, $%6/M tokens</source>
        <translation>ціни (%1) поставили б першим %2 (%3, %4 GPU) за $%5/GPU-год, $%6/M токенів</translation>
    </message>
    <message>
        <source>got %1 requests/s, accepted %2 to %3 requests/s: at most the peak (workload.requests_per_s), and at least what the default daytime profile reaches when only its busiest hours remain; give tco.demand for another shape</source>
        <translation>отримано %1 запитів/с, допустимо від %2 до %3 запитів/с: не більше піку (workload.requests_per_s) і не менше того, що дає типовий денний профіль, коли лишаються тільки його найзавантаженіші години; задайте tco.demand для іншої форми</translation>
    </message>
    <message>
        <source>got %1%2, accepted %3 to %4%2%5</source>
        <translation>отримано %1%2, допустимо від %3 до %4%2%5</translation>
    </message>
    <message>
        <source>%1 is a %2 model; the planner sizes language-model serving and training (use `rightsizer estimate` for images)</source>
        <translation>%1 — модель типу %2; планувальник розраховує обслуговування та навчання мовних моделей (для зображень використайте `rightsizer estimate`)</translation>
    </message>
    <message>
        <source>input p95 + output p95 = %1 tokens exceed the %2-token context of %3</source>
        <translation>вхід p95 + вихід p95 = %1 токенів перевищує контекст %3 у %2 токенів</translation>
    </message>
    <message>
        <source>no target given: set ttft_ms, tpot_ms or min_output_tokens_per_s</source>
        <translation>не задано жодної цілі: задайте ttft_ms, tpot_ms або min_output_tokens_per_s</translation>
    </message>
    <message>
        <source>got %1, must be a multiple of 2 x cp = %2</source>
        <translation>отримано %1, має бути кратним 2 x cp = %2</translation>
    </message>
    <message>
        <source>got %1, must be a multiple of micro_batch (%2)</source>
        <translation>отримано %1, має бути кратним micro_batch (%2)</translation>
    </message>
    <message>
        <source>training runs in fp32, bf16, fp16 or fp8 (got %1)</source>
        <translation>навчання виконується у fp32, bf16, fp16 або fp8 (отримано %1)</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>не може бути порожнім</translation>
    </message>
    <message>
        <source>list at least one precision (%1)</source>
        <translation>вкажіть щонайменше одну точність (%1)</translation>
    </message>
    <message>
        <source>lists a precision twice</source>
        <translation>містить точність двічі</translation>
    </message>
    <message>
        <source> USD/GPU-hour</source>
        <translation> USD/GPU-год</translation>
    </message>
    <message>
        <source> sequences</source>
        <translation> послідовностей</translation>
    </message>
    <message>
        <source>got %1, must be a whole number of sequences</source>
        <translation>отримано %1, має бути цілим числом послідовностей</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> токенів</translation>
    </message>
    <message>
        <source> requests/s</source>
        <translation> запитів/с</translation>
    </message>
    <message>
        <source> (at most the peak)</source>
        <translation> (не більше піку)</translation>
    </message>
    <message>
        <source> h</source>
        <translation> h</translation>
    </message>
    <message>
        <source> GPUs</source>
        <translation> GPU</translation>
    </message>
    <message>
        <source> B</source>
        <translation> B</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source> tokens/s</source>
        <translation> токенів/с</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source> replicas</source>
        <translation> реплік</translation>
    </message>
    <message>
        <source> GiB</source>
        <translation> GiB</translation>
    </message>
    <message>
        <source> GB/s</source>
        <translation> GB/s</translation>
    </message>
    <message>
        <source>got %1, must be a whole number</source>
        <translation>отримано %1, має бути цілим числом</translation>
    </message>
    <message>
        <source>got %1 %2, accepted %3 to %4 %2</source>
        <translation>отримано %1 %2, допустимо від %3 до %4 %2</translation>
    </message>
    <message>
        <source>got %1 %2, must be a whole number</source>
        <translation>отримано %1 %2, має бути цілим числом</translation>
    </message>
    <message>
        <source>M output tokens</source>
        <translation>млн вихідних токенів</translation>
    </message>
    <message>
        <source>training run</source>
        <translation>навчальний запуск</translation>
    </message>
    <message>
        <source>a draft model is needed with method draft: name a catalog language model</source>
        <translation>для методу draft потрібна чернеткова модель: вкажіть мовну модель із каталогу</translation>
    </message>
    <message>
        <source>%1 has a vocabulary of %2 tokens and %3 one of %4: a draft must share the target's tokenizer</source>
        <translation>%1 має словник із %2 токенів, а %3 — із %4: чернетка повинна мати той самий токенізатор, що й цільова модель</translation>
    </message>
    <message>
        <source> (at most the mean input)</source>
        <translation> (не більше за середній вхід)</translation>
    </message>
    <message>
        <source>speculative decoding pays at a concurrency of %4: %1 tokens a step, TPOT %2 against %3 without it</source>
        <translation>спекулятивне декодування окупається при паралельності %4: %1 токенів за крок, TPOT %2 проти %3 без нього</translation>
    </message>
    <message>
        <source>speculative decoding does not pay at a concurrency of %4: %1 tokens a step, but TPOT %2 against %3 without it (the step is compute-bound: checking the proposals costs more than it saves)</source>
        <translation>спекулятивне декодування не окупається при паралельності %4: %1 токенів за крок, але TPOT %2 проти %3 без нього (крок обмежений обчисленнями: перевірка пропозицій коштує більше, ніж заощаджує)</translation>
    </message>
    <message>
        <source>saturated: the deployment runs at its capacity (about %1 requests/s) and further clients only wait longer for their first token</source>
        <translation>насичено: розгортання працює на межі своєї потужності (близько %1 запитів/с), і додаткові клієнти лише довше чекають на перший токен</translation>
    </message>
    <message>
        <source>saturated: the arrivals exceed what the deployment serves (about %1 requests/s); the queue grows without bound</source>
        <translation>насичено: надходження перевищують те, що обслуговує розгортання (близько %1 запитів/с); черга зростає необмежено</translation>
    </message>
    <message>
        <source>disaggregated serving wins: %1 meets the SLA with %2 GPUs at $%3/hour (TTFT %8, TPOT %9) against %4 x %5 aggregated at $%6/hour, %7 % cheaper</source>
        <translation>дезагрегований сервінг виграє: %1 виконує SLA з %2 GPU за $%3/год (TTFT %8, TPOT %9) проти %4 x %5 агреговано за $%6/год, на %7 % дешевше</translation>
    </message>
    <message>
        <source>disaggregated serving wins: %1 meets the SLA with %2 GPUs (TTFT %8, TPOT %9) against %4 x %5 aggregated, %7 % fewer</source>
        <translation>дезагрегований сервінг виграє: %1 виконує SLA з %2 GPU (TTFT %8, TPOT %9) проти %4 x %5 агреговано, на %7 % менше</translation>
    </message>
    <message>
        <source>aggregated serving wins: %4 x %5 at $%6/hour against %2 GPUs at $%3/hour for the cheapest disaggregated split, %1 (TTFT %8, TPOT %9); %7 % cheaper</source>
        <translation>агрегований сервінг виграє: %4 x %5 за $%6/год проти %2 GPU за $%3/год для найдешевшого дезагрегованого розподілу, %1 (TTFT %8, TPOT %9); на %7 % дешевше</translation>
    </message>
    <message>
        <source>aggregated serving wins: %4 x %5 against %2 GPUs for the cheapest disaggregated split, %1 (TTFT %8, TPOT %9); %7 % fewer</source>
        <translation>агрегований сервінг виграє: %4 x %5 проти %2 GPU для найдешевшого дезагрегованого розподілу, %1 (TTFT %8, TPOT %9); на %7 % менше</translation>
    </message>
    <message>
        <source>speculative decoding does not pay at a concurrency of %4: %1 tokens a step, but TPOT %2 against %3 without it (too few proposals are accepted to cover the draft's passes)</source>
        <translation>спекулятивне декодування не окупається при паралельності %4: %1 токенів за крок, але TPOT %2 проти %3 без нього (приймається замало пропозицій, щоб покрити проходи чернетки)</translation>
    </message>
    <message>
        <source>aggregated and disaggregated serving cost the same: %4 x %5 or %1, %2 GPUs, at $%6/hour (TTFT %8, TPOT %9)</source>
        <translation>агрегований і дезагрегований сервінг коштують однаково: %4 x %5 або %1, %2 GPU, за $%6/год (TTFT %8, TPOT %9)</translation>
    </message>
    <message>
        <source>aggregated and disaggregated serving take the same GPUs: %4 x %5 or %1 (TTFT %8, TPOT %9)</source>
        <translation>агрегований і дезагрегований сервінг потребують однаково GPU: %4 x %5 або %1 (TTFT %8, TPOT %9)</translation>
    </message>
    <message>
        <source>no disaggregated split meets the SLA within %1 GPUs</source>
        <translation>жоден дезагрегований розподіл не виконує SLA в межах %1 GPU</translation>
    </message>
    <message>
        <source>disaggregated serving meets the SLA where no aggregated layout does: %1 with %2 GPUs (TTFT %3, TPOT %4)</source>
        <translation>дезагрегований сервінг виконує SLA там, де жодне агреговане розташування не виконує: %1 з %2 GPU (TTFT %3, TPOT %4)</translation>
    </message>
    <message>
        <source>%1 pool: %2</source>
        <translation>пул %1: %2</translation>
    </message>
    <message>
        <source>%1x %2, %3, %4 per %5 worker</source>
        <translation>%1x %2, %3, %4 на воркер %5</translation>
    </message>
    <message>
        <source>prefill</source>
        <translation>попереднього заповнення</translation>
    </message>
    <message>
        <source>decode</source>
        <translation>декодування</translation>
    </message>
    <message>
        <source>disaggregated: %1</source>
        <translation>дезагреговано: %1</translation>
    </message>
    <message>
        <source>reserved-1y</source>
        <translation>резерв на 1 рік</translation>
    </message>
    <message>
        <source>reserved-3y</source>
        <translation>резерв на 3 роки</translation>
    </message>
    <message>
        <source>mine</source>
        <translation>власні</translation>
    </message>
    <message>
        <source>any</source>
        <translation>будь-який</translation>
    </message>
    <message>
        <source>us-east</source>
        <translation>us-east</translation>
    </message>
    <message>
        <source>us-west</source>
        <translation>us-west</translation>
    </message>
    <message>
        <source>us-central</source>
        <translation>us-central</translation>
    </message>
    <message>
        <source>eu-west</source>
        <translation>eu-west</translation>
    </message>
    <message>
        <source>eu-central</source>
        <translation>eu-central</translation>
    </message>
    <message>
        <source>ap-northeast</source>
        <translation>ap-northeast</translation>
    </message>
    <message>
        <source>ap-southeast</source>
        <translation>ap-southeast</translation>
    </message>
    <message>
        <source>1-year reservations and committed-use prices</source>
        <translation>резервування на 1 рік і ціни із зобов’язанням використання</translation>
    </message>
    <message>
        <source>3-year reservations and committed-use prices</source>
        <translation>резервування на 3 роки і ціни із зобов’язанням використання</translation>
    </message>
    <message>
        <source>spot and preemptible prices</source>
        <translation>spot-ціни та ціни переривних інстансів</translation>
    </message>
    <message>
        <source>your own quotes (prices you added to the catalog)</source>
        <translation>ваші власні цінові пропозиції (ціни, які ви додали до каталогу)</translation>
    </message>
    <message>
        <source>your quote: %1 %2, %3</source>
        <translation>ваша пропозиція: %1 %2, %3</translation>
    </message>
    <message>
        <source>%1 has %2 B parameters and %3 %4 B: a draft must be smaller than the target</source>
        <translation>%1 має %2 млрд параметрів, а %3 — %4 млрд: чернетка повинна бути меншою за цільову модель</translation>
    </message>
    <message>
        <source>3-year reserved</source>
        <translation>резерв на 3 роки</translation>
    </message>
    <message>
        <source>1-year reserved</source>
        <translation>резерв на 1 рік</translation>
    </message>
    <message>
        <source>derived: on-demand x %1, the median %2/on-demand ratio of this GPU's offers quoted both ways (%3)</source>
        <translation>похідне: на вимогу x %1, медіанне співвідношення %2/на вимогу для пропозицій цього GPU з обома цінами (%3)</translation>
    </message>
    <message>
        <source>mixture of experts: the experts' grouped matmuls and the router run at the dense layers' fitted efficiency (no MoE training in the calibration); the expert-parallel all-to-alls are in the step, not overlapped</source>
        <translation>суміш експертів: згруповані множення матриць експертів і маршрутизатор працюють з підібраною ефективністю щільних шарів (у калібруванні немає навчання MoE); all-to-all паралелізму експертів враховано в кроці без перекриття</translation>
    </message>
</context>
<context>
    <name>FieldSpecs</name>
    <message>
        <source>inference</source>
        <translation>інференс</translation>
    </message>
    <message>
        <source>full training</source>
        <translation>повне навчання</translation>
    </message>
    <message>
        <source>LoRA fine-tune</source>
        <translation>донавчання LoRA</translation>
    </message>
    <message>
        <source>4-bit QLoRA fine-tune</source>
        <translation>донавчання QLoRA (4 біти)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Режим</translation>
    </message>
    <message>
        <source>Serve sizes inference against the SLA; train, lora and qlora size a training run against its deadline.</source>
        <translation>serve розраховує інференс під SLA; train, lora та qlora розраховують навчання під його дедлайн.</translation>
    </message>
    <message>
        <source>Percentile</source>
        <translation>Процентиль</translation>
    </message>
    <message>
        <source>Percentile of requests at which the latency targets must hold.</source>
        <translation>Процентиль запитів, на якому мають виконуватися цілі щодо затримки.</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>Етап ZeRO</translation>
    </message>
    <message>
        <source>How far optimizer state, gradients and weights are sharded across the data-parallel GPUs (DeepSpeed ZeRO / FSDP).</source>
        <translation>Наскільки стан оптимізатора, градієнти та ваги розподілено між GPU паралелізму даних (DeepSpeed ZeRO / FSDP).</translation>
    </message>
    <message>
        <source>0 (no sharding)</source>
        <translation>0 (без розподілу)</translation>
    </message>
    <message>
        <source>1 (optimizer states)</source>
        <translation>1 (стани оптимізатора)</translation>
    </message>
    <message>
        <source>2 (+ gradients)</source>
        <translation>2 (+ градієнти)</translation>
    </message>
    <message>
        <source>3 (+ weights)</source>
        <translation>3 (+ ваги)</translation>
    </message>
    <message>
        <source>Recompute</source>
        <translation>Перерахунок</translation>
    </message>
    <message>
        <source>Activation recomputation: trades compute for activation memory.</source>
        <translation>Перерахунок активацій: обмін обчислень на пам’ять для активацій.</translation>
    </message>
    <message>
        <source>Context parallel</source>
        <translation>Паралелізм контексту</translation>
    </message>
    <message>
        <source>GPUs each sequence is split over (Megatron-LM context parallelism, ring attention): activations per GPU shrink by this factor; a layout uses TP x PP x CP GPUs per data-parallel rank, and the sequence length must be a multiple of 2 x CP.</source>
        <translation>Кількість GPU, між якими ділиться кожна послідовність (паралелізм контексту Megatron-LM, ring attention): активації на GPU зменшуються в стільки ж разів; розташування використовує TP x PP x CP GPU на ранг паралелізму даних, а довжина послідовності має бути кратною 2 x CP.</translation>
    </message>
    <message>
        <source>1 (off)</source>
        <translation>1 (вимкнено)</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Градієнти</translation>
    </message>
    <message>
        <source>Gradient buffer: 16-bit as NVIDIA's NeMo and Megatron-Bridge recipes keep it (2 bytes/param), or fp32 as Megatron-LM does by default (4 bytes/param).</source>
        <translation>Буфер градієнтів: 16 біт, як у рецептах NVIDIA NeMo та Megatron-Bridge (2 байти/параметр), або fp32, як у Megatron-LM за замовчуванням (4 байти/параметр).</translation>
    </message>
    <message>
        <source>16-bit (bf16/fp16)</source>
        <translation>16 біт (bf16/fp16)</translation>
    </message>
    <message>
        <source>fp32</source>
        <translation>fp32</translation>
    </message>
    <message>
        <source>Serving engine</source>
        <translation>Рушій обслуговування</translation>
    </message>
    <message>
        <source>The serving engine that runs the model. Each engine has its own fitted kernel efficiency and per-step and per-request overheads, so latency and throughput depend on it. vLLM is the default.</source>
        <translation>Рушій обслуговування, що виконує модель. Кожен рушій має власну підібрану ефективність ядер і накладні витрати на крок і на запит, тож від нього залежать затримка та пропускна здатність. За замовчуванням — vLLM.</translation>
    </message>
    <message>
        <source>Size to</source>
        <translation>Розраховувати за</translation>
    </message>
    <message>
        <source>The estimate: the predicted TTFT and TPOT meet the targets (the pessimistic end of their 90 % band may miss). The pessimistic end: the band's upper end meets them, which takes a smaller batch or more replicas.</source>
        <translation>Оцінка: прогнозовані TTFT і TPOT досягають цілей (песимістична межа їхнього 90-відсоткового інтервалу може не досягати). Песимістична межа: цілей досягає верхня межа інтервалу, що потребує меншого батча або більше реплік.</translation>
    </message>
    <message>
        <source>the estimate</source>
        <translation>оцінка</translation>
    </message>
    <message>
        <source>GeForce cards</source>
        <translation>Карти GeForce</translation>
    </message>
    <message>
        <source>NVIDIA's GeForce driver licence permits no datacenter deployment, so GeForce cards are left out of the plan, the what-if charts and the report unless included here; included, each carries that caveat.</source>
        <translation>Ліцензія драйвера NVIDIA GeForce не дозволяє розгортання в дата-центрах, тому карти GeForce не потрапляють до плану, графіків «що, якщо» та звіту, якщо їх не ввімкнено тут; увімкнені, кожна має це застереження.</translation>
    </message>
    <message>
        <source>left out (driver licence)</source>
        <translation>виключено (ліцензія)</translation>
    </message>
    <message>
        <source>Prices ranked by</source>
        <translation>Рейтинг за цінами</translation>
    </message>
    <message>
        <source>Catalog prices from fewer than 3 providers, from marketplace offers only or over 6 months old are thin evidence. Ranked by well-evidenced prices only, such a GPU is left unpriced (ranked last) and the plan says whether it would have ranked first; a price you enter for it counts.</source>
        <translation>Ціни каталогу від менш ніж 3 постачальників, лише з маркетплейсів або старші за 6 місяців — слабкі дані. Якщо рейтинг лише за добре підтвердженими цінами, такий GPU лишається без ціни (останній у рейтингу), а план повідомляє, чи був би він першим; введена вами ціна враховується.</translation>
    </message>
    <message>
        <source>every catalog price</source>
        <translation>усі ціни каталогу</translation>
    </message>
    <message>
        <source>well-evidenced prices only</source>
        <translation>лише надійні ціни</translation>
    </message>
    <message>
        <source>Prices from</source>
        <translation>Ціни від</translation>
    </message>
    <message>
        <source>engine default</source>
        <translation>типове значення рушія</translation>
    </message>
    <message>
        <source>%1's default depends on the GPU; no candidate GPU is in the catalog.</source>
        <translation>Типове значення %1 залежить від GPU; у каталозі немає жодного GPU-кандидата.</translation>
    </message>
    <message>
        <source>engine default (%1)</source>
        <translation>типове значення рушія (%1)</translation>
    </message>
    <message>
        <source>%1's default on every candidate GPU: %2%3.</source>
        <translation>Типове значення %1 на кожному GPU-кандидаті: %2%3.</translation>
    </message>
    <message>
        <source>%1's default depends on the GPU:</source>
        <translation>Типове значення %1 залежить від GPU:</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 і ще %n</numerusform>
            <numerusform>%1 і ще %n</numerusform>
            <numerusform>%1 і ще %n</numerusform>
        </translation>
    </message>
    <message>
        <source>  %1%2 on %3</source>
        <translation>  %1%2 на %3</translation>
    </message>
    <message>
        <source>engine default (%1–%2)</source>
        <translation>типове значення рушія (%1–%2)</translation>
    </message>
    <message>
        <source> sequences</source>
        <translation> послідовностей</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> токенів</translation>
    </message>
    <message>
        <source>profile's mean</source>
        <translation>середнє профілю</translation>
    </message>
    <message>
        <source>profile's mean (%1)</source>
        <translation>середнє профілю (%1)</translation>
    </message>
    <message>
        <source>Not given: the mean of the demand profile, %1 req/s (%2).</source>
        <translation>Не задано: середнє профілю попиту, %1 req/s (%2).</translation>
    </message>
    <message>
        <source>Input p95 + output p95 must fit the model's context.</source>
        <translation>Вхід p95 + вихід p95 мають уміщатися в контекст моделі.</translation>
    </message>
    <message>
        <source>Peak requests/s</source>
        <translation>Пікові запити/с</translation>
    </message>
    <message>
        <source> req/s</source>
        <translation> req/s</translation>
    </message>
    <message>
        <source>Peak demand: the mean arrival rate (Poisson) of the busiest hour of the week. The fleet is sized for it, with the growth headroom under Limits added on top. An imported or edited weekly profile overrides it with its own busiest hour.</source>
        <translation>Піковий попит: середня інтенсивність надходження (Пуассон) у найзавантаженішу годину тижня. Парк розраховується на нього з додатковим запасом на зростання з розділу «Обмеження». Імпортований або змінений тижневий профіль замінює його власною найзавантаженішою годиною.</translation>
    </message>
    <message>
        <source>Mean requests/s</source>
        <translation>Середні запити/с</translation>
    </message>
    <message>
        <source>Mean demand over the week. Costs per token divide by the tokens served at this rate (the fleet sized for the peak runs around the clock). Not given: the profile's mean (the default daytime profile's is 0.46 x the peak); given, it reshapes the daytime profile to this mean. At most the peak.</source>
        <translation>Середній попит за тиждень. Вартість на токен ділиться на токени, обслужені з цією інтенсивністю (парк, розрахований на пік, працює цілодобово). Не задано: середнє профілю (для типового денного профілю — 0,46 x піку); задано — денний профіль перебудовується під це середнє. Не більше піку.</translation>
    </message>
    <message>
        <source>Input tokens, mean</source>
        <translation>Вхідні токени, середнє</translation>
    </message>
    <message>
        <source>Mean prompt length per request, system prompt and history included.</source>
        <translation>Середня довжина промпту на запит, включно із системним промптом та історією.</translation>
    </message>
    <message>
        <source>Input tokens, p95</source>
        <translation>Вхідні токени, p95</translation>
    </message>
    <message>
        <source>95th percentile of the prompt length; not below the mean. </source>
        <translation>95-й процентиль довжини промпту; не менше середнього. </translation>
    </message>
    <message>
        <source>Output tokens, mean</source>
        <translation>Вихідні токени, середнє</translation>
    </message>
    <message>
        <source>Mean number of tokens generated per request.</source>
        <translation>Середня кількість згенерованих токенів на запит.</translation>
    </message>
    <message>
        <source>Output tokens, p95</source>
        <translation>Вихідні токени, p95</translation>
    </message>
    <message>
        <source>95th percentile of the generated length; not below the mean. </source>
        <translation>95-й процентиль довжини згенерованого; не менше середнього. </translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Токени</translation>
    </message>
    <message>
        <source> B tokens</source>
        <translation> млрд токенів</translation>
    </message>
    <message>
        <source>Tokens to process, all epochs together, in billions (1 B = 10^9 tokens).</source>
        <translation>Токени для обробки, усі епохи разом, у мільярдах (1 млрд = 10^9 токенів).</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>Дедлайн</translation>
    </message>
    <message>
        <source> h</source>
        <translation> h</translation>
    </message>
    <message>
        <source>Wall-clock time allowed for the whole run.</source>
        <translation>Реальний час, відведений на весь запуск.</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>Довжина послідовності</translation>
    </message>
    <message>
        <source>Tokens per training sequence; at most the model's context.</source>
        <translation>Токенів на навчальну послідовність; не більше контексту моделі.</translation>
    </message>
    <message>
        <source>Global batch</source>
        <translation>Глобальний батч</translation>
    </message>
    <message>
        <source>Sequences per optimizer step, all GPUs together; a multiple of the micro batch.</source>
        <translation>Послідовностей на крок оптимізатора, усі GPU разом; кратне мікробатчу.</translation>
    </message>
    <message>
        <source> sequence</source>
        <translation> послідовність</translation>
    </message>
    <message>
        <source>Micro batch</source>
        <translation>Мікробатч</translation>
    </message>
    <message>
        <source>Sequences per GPU per forward/backward pass; at most the global batch, which it must divide.</source>
        <translation>Послідовностей на GPU за прохід уперед/назад; не більше глобального батча, який він має ділити.</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>Ранг LoRA</translation>
    </message>
    <message>
        <source>Rank of the LoRA adapter matrices (LoRA and QLoRA modes).</source>
        <translation>Ранг матриць адаптера LoRA (режими LoRA та QLoRA).</translation>
    </message>
    <message>
        <source>none</source>
        <translation>немає</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>Час до першого токена</translation>
    </message>
    <message>
        <source>Target for the time from a request's arrival to its first output token, at the SLA percentile; queueing included. 0: no target.</source>
        <translation>Ціль для часу від надходження запиту до його першого вихідного токена на процентилі SLA, з урахуванням черги. 0: без цілі.</translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation>Час на вихідний токен</translation>
    </message>
    <message>
        <source>Target for the time between two output tokens of one request, at the SLA percentile (50 ms = 20 tokens/s per user). 0: no target.</source>
        <translation>Ціль для часу між двома вихідними токенами одного запиту на процентилі SLA (50 ms = 20 токенів/с на користувача). 0: без цілі.</translation>
    </message>
    <message>
        <source>Min. output rate</source>
        <translation>Мін. вихідна швидкість</translation>
    </message>
    <message>
        <source> tokens/s</source>
        <translation> токенів/с</translation>
    </message>
    <message>
        <source>Output tokens per second the whole deployment must sustain. 0: no target. At least one of the three targets must be set.</source>
        <translation>Вихідних токенів за секунду, які має забезпечувати все розгортання. 0: без цілі. Потрібно задати принаймні одну з трьох цілей.</translation>
    </message>
    <message>
        <source>Min. replicas</source>
        <translation>Мін. реплік</translation>
    </message>
    <message>
        <source> replicas</source>
        <translation> реплік</translation>
    </message>
    <message>
        <source>Fewest replicas a plan may have, whatever the load: 2 keeps serving when one replica fails (N+1 redundancy). 1: as few as the demand needs.</source>
        <translation>Найменша кількість реплік у плані за будь-якого навантаження: 2 забезпечує обслуговування при відмові однієї репліки (резервування N+1). 1: стільки, скільки потребує попит.</translation>
    </message>
    <message>
        <source> replica</source>
        <translation> репліка</translation>
    </message>
    <message>
        <source> GPUs</source>
        <translation> GPU</translation>
    </message>
    <message>
        <source>Max GPUs</source>
        <translation>Макс. GPU</translation>
    </message>
    <message>
        <source>Largest deployment the planner may propose, all replicas together.</source>
        <translation>Найбільше розгортання, яке може запропонувати планувальник, усі репліки разом.</translation>
    </message>
    <message>
        <source> GPU</source>
        <translation> GPU</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>GPU на вузол</translation>
    </message>
    <message>
        <source>GPUs in one server; tensor parallelism stays inside a node.</source>
        <translation>GPU в одному сервері; тензорний паралелізм не виходить за межі вузла.</translation>
    </message>
    <message>
        <source>Growth headroom</source>
        <translation>Запас на зростання</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Capacity added on top of the demand for growth and bursts (20 % sizes the deployment for 1.2 times the demand).</source>
        <translation>Потужність понад попит на зростання та сплески (20 % розраховує розгортання на 1,2 попиту).</translation>
    </message>
    <message>
        <source>Runtime memory use</source>
        <translation>Використання пам’яті рушієм</translation>
    </message>
    <message>
        <source>Share of each GPU's memory the serving runtime may allocate (vLLM's gpu_memory_utilization; 90 % by default).</source>
        <translation>Частка пам’яті кожного GPU, яку може виділити рушій обслуговування (gpu_memory_utilization у vLLM; типово 90 %).</translation>
    </message>
    <message>
        <source>Flag utilization below</source>
        <translation>Позначати завантаження нижче</translation>
    </message>
    <message>
        <source>A plan whose compute utilization is under this is flagged as over-provisioned.</source>
        <translation>План із завантаженням обчислень нижче цього позначається як надлишково виділений.</translation>
    </message>
    <message>
        <source>Flag memory use below</source>
        <translation>Позначати використання пам’яті нижче</translation>
    </message>
    <message>
        <source>A plan that uses less than this share of its usable GPU memory is flagged as leaving memory mostly idle.</source>
        <translation>План, що використовує меншу за цю частку доступної пам’яті GPU, позначається як такий, що здебільшого не використовує пам’ять.</translation>
    </message>
    <message>
        <source>Max running sequences</source>
        <translation>Макс. одночасних послідовностей</translation>
    </message>
    <message>
        <source>The most sequences one replica's engine runs at once; further requests wait in its queue. vLLM max_num_seqs, TensorRT-LLM max_batch_size, SGLang max_running_requests, llama.cpp server slots. 0: the engine's default, which for vLLM depends on the GPU.</source>
        <translation>Найбільша кількість послідовностей, які рушій однієї репліки виконує одночасно; інші запити чекають у черзі. vLLM max_num_seqs, TensorRT-LLM max_batch_size, SGLang max_running_requests, слоти сервера llama.cpp. 0: типове значення рушія, яке для vLLM залежить від GPU.</translation>
    </message>
    <message>
        <source>Step token budget</source>
        <translation>Бюджет токенів на крок</translation>
    </message>
    <message>
        <source>The most tokens one engine step processes, decode tokens and prompt chunks together; a longer prompt is prefilled in chunks over several steps. vLLM max_num_batched_tokens, TensorRT-LLM max_num_tokens, SGLang chunked_prefill_size, llama.cpp n_batch. 0: the engine's default, which for vLLM and SGLang depends on the GPU.</source>
        <translation>Найбільша кількість токенів, які обробляє один крок рушія, токени декодування та частини промптів разом; довший промпт заповнюється частинами за кілька кроків. vLLM max_num_batched_tokens, TensorRT-LLM max_num_tokens, SGLang chunked_prefill_size, llama.cpp n_batch. 0: типове значення рушія, яке для vLLM і SGLang залежить від GPU.</translation>
    </message>
    <message>
        <source>Serving front end</source>
        <translation>Фронтенд обслуговування</translation>
    </message>
    <message>
        <source>Mean time a request spends outside the engine's steps: HTTP, tokenization, detokenization, streaming the first token. It adds to TTFT under load. 0: the engine's value fitted on OpenAI-compatible servers; an in-process or Triton front end spends about 10-20 ms.</source>
        <translation>Середній час, який запит проводить поза кроками рушія: HTTP, токенізація, детокенізація, передавання першого токена. Додається до TTFT під навантаженням. 0: значення рушія, підібране на OpenAI-сумісних серверах; фронтенд у тому самому процесі або Triton витрачає близько 10-20 ms.</translation>
    </message>
    <message>
        <source>pessimistic end</source>
        <translation>песимістична межа</translation>
    </message>
    <message>
        <source>included (caveat)</source>
        <translation>включено (умова)</translation>
    </message>
    <message>
        <source>Shared prefix</source>
        <translation>Спільний префікс</translation>
    </message>
    <message>
        <source>Prompt tokens that requests share at their start: a system prompt, a tool list, earlier turns of a conversation. With prefix caching (vLLM automatic prefix caching, SGLang RadixAttention, TensorRT-LLM KV reuse) a request that finds them cached skips their prefill, and their KV blocks are held once per replica. At most the mean input; 0: no prefix caching.</source>
        <translation>Токени запиту, спільні на початку всіх запитів: системний промпт, список інструментів, попередні репліки розмови. Із кешуванням префікса (автоматичне кешування префікса vLLM, RadixAttention у SGLang, повторне використання KV у TensorRT-LLM) запит, що знаходить їх у кеші, пропускає їх попереднє заповнення, а їхні блоки KV зберігаються один раз на репліку. Не більше за середній вхід; 0: без кешування префікса.</translation>
    </message>
    <message>
        <source>Prefix cache hits</source>
        <translation>Влучання в кеш префікса</translation>
    </message>
    <message>
        <source>Share of requests that find the shared prefix in the cache. A miss computes its whole prompt.</source>
        <translation>Частка запитів, що знаходять спільний префікс у кеші. Промах обчислює весь свій промпт.</translation>
    </message>
    <message>
        <source>Proposals per step</source>
        <translation>Пропозицій за крок</translation>
    </message>
    <message>
        <source>Tokens the draft proposes each step (vLLM num_speculative_tokens); the target checks them all in one pass. More proposals pay only while most are accepted.</source>
        <translation>Токени, які чернетка пропонує на кожному кроці (num_speculative_tokens у vLLM); цільова модель перевіряє їх усі за один прохід. Більше пропозицій окупається, лише доки більшість приймається.</translation>
    </message>
    <message>
        <source>Acceptance</source>
        <translation>Прийняття</translation>
    </message>
    <message>
        <source>Chance that the target accepts each proposed token. A step emits (1 - a^(k+1)) / (1 - a) tokens on average (Leviathan et al. 2023). Typical: 85-90 % for DeepSeek-V3's MTP head at one proposal; lower for generic drafts, long proposals and high sampling temperatures.</source>
        <translation>Імовірність, що цільова модель прийме кожен запропонований токен. Крок у середньому видає (1 - a^(k+1)) / (1 - a) токенів (Leviathan et al. 2023). Типово: 85-90 % для голови MTP DeepSeek-V3 з однією пропозицією; менше для загальних чернеток, довгих пропозицій і високих температур семплювання.</translation>
    </message>
    <message>
        <source>Disaggregated</source>
        <translation>Дезагрегований</translation>
    </message>
    <message>
        <source>Also size disaggregated serving: prefill workers that compute the prompts and hand each request's KV cache to decode workers (NVIDIA Dynamo, llm-d, SGLang and vLLM's prefill/decode split). The planner searches the split and the TP of each pool against the SLA at the grown demand and says whether it beats the aggregated rank 1, and by how much.</source>
        <translation>Також розрахувати дезагрегований сервінг: воркери попереднього заповнення обчислюють промпти й передають KV-кеш кожного запиту воркерам декодування (NVIDIA Dynamo, llm-d, SGLang і розділення prefill/decode у vLLM). Планувальник шукає розподіл і TP кожного пулу під SLA при зростанні попиту та каже, чи перемагає він агрегований ранг 1 і наскільки.</translation>
    </message>
    <message>
        <source>not compared</source>
        <translation>не порівнюється</translation>
    </message>
    <message>
        <source>KV cache link</source>
        <translation>Канал KV-кешу</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>автоматично</translation>
    </message>
    <message>
        <source>NVLink / fabric</source>
        <translation>NVLink / фабрика</translation>
    </message>
    <message>
        <source>network (InfiniBand, RoCE)</source>
        <translation>мережа (InfiniBand, RoCE)</translation>
    </message>
    <message>
        <source>PCIe, one server</source>
        <translation>PCIe, один сервер</translation>
    </message>
    <message>
        <source>Pool GPUs</source>
        <translation>GPU пулів</translation>
    </message>
    <message>
        <source>Whether the prefill and decode pools may use different GPUs (both priced, the same precision), e.g. a compute-rich GPU for prefill and a memory-rich one for decode; their KV cache then crosses the network.</source>
        <translation>Чи можуть пули попереднього заповнення й декодування використовувати різні GPU (обидва з ціною, однакова точність), напр. GPU з великою обчислювальною потужністю для prefill і з великою пам'яттю для декодування; тоді їхній KV-кеш іде мережею.</translation>
    </message>
    <message>
        <source>the same GPU</source>
        <translation>той самий GPU</translation>
    </message>
    <message>
        <source>may differ</source>
        <translation>можуть відрізнятися</translation>
    </message>
    <message>
        <source>compared</source>
        <translation>порівнюється</translation>
    </message>
    <message>
        <source>What each request's KV cache crosses from its prefill worker to its decode worker. Automatic: NVLink when both pools fit one NVLink domain of the same GPU, PCIe when both fit one server of a GPU without NVLink, else the network at runtime.network_gb_per_s_per_gpu.</source>
        <translation>Через що KV-кеш кожного запиту йде від воркера попереднього заповнення до воркера декодування. Автоматично: NVLink, коли обидва пули вміщуються в один домен NVLink того самого GPU; PCIe, коли вони вміщуються в один сервер GPU без NVLink; інакше мережа зі швидкістю runtime.network_gb_per_s_per_gpu.</translation>
    </message>
    <message>
        <source>Which catalog quotes price the GPUs: on-demand prices of every provider, of hyperscalers (AWS, Azure, Google Cloud, Oracle), of specialist GPU clouds (CoreWeave, Lambda, Nebius, ...) or of marketplaces (RunPod Community Cloud, Vast.ai); 1-year or 3-year reservations; spot prices; or only your own quotes (prices you added to the catalog or typed into the candidates table). Your own quote of a GPU prices it in every tier of its kind. A GPU with no quote in the tier is unpriced (ranked last, by GPU-hours). The plan's price note names the GPU another tier would rank first.</source>
        <translation>Які цінові пропозиції каталогу визначають ціну GPU: ціни на вимогу всіх постачальників, гіперскейлерів (AWS, Azure, Google Cloud, Oracle), спеціалізованих GPU-хмар (CoreWeave, Lambda, Nebius, ...) або маркетплейсів (RunPod Community Cloud, Vast.ai); резервування на 1 або 3 роки; spot-ціни; або лише ваші власні цінові пропозиції (ціни, які ви додали до каталогу або ввели в таблиці кандидатів). Ваша власна пропозиція для GPU задає його ціну в усіх рівнях того самого типу ціни. GPU без пропозиції в цьому рівні лишається без ціни (останній у рейтингу, за GPU-годинами). Цінова примітка плану називає GPU, який був би першим за іншого рівня.</translation>
    </message>
    <message>
        <source>reserved 1 year</source>
        <translation>резерв на 1 рік</translation>
    </message>
    <message>
        <source>reserved 3 years</source>
        <translation>резерв на 3 роки</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>spot</translation>
    </message>
    <message>
        <source>my quotes only</source>
        <translation>лише мої ціни</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Регіон</translation>
    </message>
    <message>
        <source>Where the GPUs are rented. Only quotes paid in that region price them; a quote that states no region is a provider-wide list price and counts everywhere, and 'North America' counts in the US regions. Prices are in US dollars.</source>
        <translation>Де орендуються GPU. Їхню ціну визначають лише пропозиції, оплачувані в цьому регіоні; пропозиція без регіону — це загальна прайсова ціна постачальника, і вона враховується всюди, а «Північна Америка» враховується в регіонах США. Ціни в доларах США.</translation>
    </message>
    <message>
        <source>any region</source>
        <translation>будь-який регіон</translation>
    </message>
    <message>
        <source>US East</source>
        <translation>Схід США</translation>
    </message>
    <message>
        <source>US West</source>
        <translation>Захід США</translation>
    </message>
    <message>
        <source>US Central</source>
        <translation>Центр США</translation>
    </message>
    <message>
        <source>Europe West</source>
        <translation>Західна Європа</translation>
    </message>
    <message>
        <source>Europe Central</source>
        <translation>Центральна Європа</translation>
    </message>
    <message>
        <source>every provider</source>
        <translation>усі постачальники</translation>
    </message>
    <message>
        <source>hyperscalers</source>
        <translation>гіперскейлери</translation>
    </message>
    <message>
        <source>specialist clouds</source>
        <translation>спеціалізовані хмари</translation>
    </message>
    <message>
        <source>marketplaces</source>
        <translation>маркетплейси</translation>
    </message>
    <message>
        <source>Asia Northeast</source>
        <translation>Пн.-сх. Азія</translation>
    </message>
    <message>
        <source>Asia Southeast</source>
        <translation>Пд.-сх. Азія</translation>
    </message>
</context>
<context>
    <name>FleetFigures</name>
    <message>
        <source>%1 (%2 GPU)</source>
        <translation>%1 (%2 GPU)</translation>
    </message>
    <message>
        <source>%1 (%2 GPUs)</source>
        <translation>%1 (%2 GPU)</translation>
    </message>
    <message>
        <source>requests/s</source>
        <translation>запитів/с</translation>
    </message>
    <message>
        <source>Demand</source>
        <translation>Попит</translation>
    </message>
    <message>
        <source>Peak</source>
        <translation>Пік</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Середнє</translation>
    </message>
    <message>
        <source>Level against the profile</source>
        <translation>Рівень відносно профілю</translation>
    </message>
    <message>
        <source>Demand growth (and demand level) of this month</source>
        <translation>Зростання (і рівень) попиту цього місяця</translation>
    </message>
    <message>
        <source>Fleet</source>
        <translation>Парк</translation>
    </message>
    <message>
        <source>GPUs per replica</source>
        <translation>GPU на репліку</translation>
    </message>
    <message>
        <source>Replica capacity</source>
        <translation>Потужність репліки</translation>
    </message>
    <message>
        <source>Highest rate one replica serves within the TTFT target (%1 at saturation)</source>
        <translation>Найвища інтенсивність, яку обслуговує одна репліка в межах цілі TTFT (%1 при насиченні)</translation>
    </message>
    <message>
        <source>Autoscaled, fewest</source>
        <translation>Автомасштабування, найменше</translation>
    </message>
    <message>
        <source>At least the minimum replicas (tco.cloud.min_replicas = %1)</source>
        <translation>Щонайменше мінімум реплік (tco.cloud.min_replicas = %1)</translation>
    </message>
    <message>
        <source>Autoscaled, most</source>
        <translation>Автомасштабування, найбільше</translation>
    </message>
    <message>
        <source>Fixed fleet</source>
        <translation>Фіксований парк</translation>
    </message>
    <message>
        <source>Sized for the peak so far × (1 + %1 headroom), never shrinking; reserved capacity and a cloud without autoscaling run this fleet</source>
        <translation>Розраховано на досягнутий пік × (1 + %1 запасу), ніколи не зменшується; цей парк використовують зарезервовані потужності й хмара без автомасштабування</translation>
    </message>
    <message>
        <source>On-prem nodes</source>
        <translation>Власні вузли</translation>
    </message>
    <message>
        <source>%1 nodes, %2</source>
        <translation>%1 вузлів, %2</translation>
    </message>
    <message>
        <source>Whole nodes of %1 GPUs for the fixed fleet: what on-prem buys</source>
        <translation>Цілі вузли по %1 GPU для фіксованого парку: що купує власна інфраструктура</translation>
    </message>
    <message>
        <source>SLA risk while replicas start (%1 min delay)</source>
        <translation>Ризик SLA під час запуску реплік (затримка %1 хв)</translation>
    </message>
    <message>
        <source>None: autoscaling is off, the cloud runs the fixed fleet.</source>
        <translation>Немає: автомасштабування вимкнено, хмара працює з фіксованим парком.</translation>
    </message>
    <message>
        <source>Per week</source>
        <translation>На тиждень</translation>
    </message>
    <message>
        <source>week</source>
        <translation>тиждень</translation>
    </message>
    <message>
        <source>Per month</source>
        <translation>На місяць</translation>
    </message>
    <message>
        <source>month</source>
        <translation>місяць</translation>
    </message>
    <message>
        <source>%1 weeks a month</source>
        <translation>%1 тижня на місяць</translation>
    </message>
    <message>
        <source>Requests in those hours</source>
        <translation>Запити в ці години</translation>
    </message>
    <message>
        <source>Horizon average (on-demand)</source>
        <translation>Середнє за горизонт (на вимогу)</translation>
    </message>
    <message>
        <source>The TCO's figure: the mean over the %1 months of the horizon</source>
        <translation>Значення TCO: середнє за %1 міс. горизонту</translation>
    </message>
    <message>
        <source>Utilization (busy / paid replica-hours)</source>
        <translation>Завантаження (зайняті / оплачені репліко-години)</translation>
    </message>
    <message>
        <source>Autoscaled</source>
        <translation>Автомасштабування</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>90 % band: %1 – %2</source>
        <translation>90-відсотковий інтервал: %1 – %2</translation>
    </message>
    <message>
        <source>: wider band</source>
        <translation>: ширший інтервал</translation>
    </message>
    <message>
        <source>check: </source>
        <translation>перевірка: </translation>
    </message>
    <message>
        <source>note: </source>
        <translation>примітка: </translation>
    </message>
    <message>
        <source>no price for %1: set cost.gpu_hour_usd.%1 in the scenario</source>
        <translation>немає ціни для %1: задайте cost.gpu_hour_usd.%1 у сценарії</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Місце</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Catalog GPU id</source>
        <translation>Ідентифікатор GPU в каталозі</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Точність</translation>
    </message>
    <message>
        <source>Prec</source>
        <translation>Точн.</translation>
    </message>
    <message>
        <source>Weight precision; ~ marks uncalibrated efficiency</source>
        <translation>Точність ваг; ~ позначає некалібровану ефективність</translation>
    </message>
    <message>
        <source>%1 weights, %2 KV cache; efficiency factors of %3%4</source>
        <translation>ваги %1, KV-кеш %2; коефіцієнти ефективності %3%4</translation>
    </message>
    <message>
        <source> (~: no calibration rows, wider band)</source>
        <translation> (~: немає рядків калібрування, ширший інтервал)</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Розташування</translation>
    </message>
    <message>
        <source>Tensor parallel (TP) × pipeline parallel (PP) degree</source>
        <translation>Ступінь тензорного (TP) × конвеєрного (PP) паралелізму</translation>
    </message>
    <message>
        <source>GPUs in the whole deployment</source>
        <translation>GPU у всьому розгортанні</translation>
    </message>
    <message>
        <source>data parallel %1 × %2</source>
        <translation>паралелізм даних %1 × %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 з %2</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>Батч</translation>
    </message>
    <message>
        <source>Running batch per replica</source>
        <translation>Поточний батч на репліку</translation>
    </message>
    <message>
        <source>running batch per replica; the largest whose KV cache fits is %1</source>
        <translation>поточний батч на репліку; найбільший, KV-кеш якого вміщається, — %1</translation>
    </message>
    <message>
        <source>TPOT %1</source>
        <translation>TPOT %1</translation>
    </message>
    <message>
        <source>Time per output token at the %1, full batch</source>
        <translation>Час на вихідний токен на %1, повний батч</translation>
    </message>
    <message>
        <source>; mean TPOT %1</source>
        <translation>; середній TPOT %1</translation>
    </message>
    <message>
        <source>TTFT %1</source>
        <translation>TTFT %1</translation>
    </message>
    <message>
        <source>Time to first token at the %1 under the grown demand, queueing included</source>
        <translation>Час до першого токена на %1 за зрослого попиту, з урахуванням черги</translation>
    </message>
    <message>
        <source>; %1 of it queueing at the grown demand</source>
        <translation>; з них %1 — очікування в черзі за зрослого попиту</translation>
    </message>
    <message>
        <source>Out tok/s/GPU</source>
        <translation>Вих. ток/с/GPU</translation>
    </message>
    <message>
        <source>Output tokens per second per GPU at capacity</source>
        <translation>Вихідних токенів за секунду на GPU за повного навантаження</translation>
    </message>
    <message>
        <source>whole deployment %1 output tokens/s (%2); %3 per user</source>
        <translation>усе розгортання %1 вихідних токенів/с (%2); %3 на користувача</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>токенів/с</translation>
    </message>
    <message>
        <source>Util.</source>
        <translation>Заван.</translation>
    </message>
    <message>
        <source>Share of capacity the peak demand uses</source>
        <translation>Частка потужності, яку використовує піковий попит</translation>
    </message>
    <message>
        <source>share of capacity the peak demand uses; %1 at the grown peak</source>
        <translation>частка потужності, яку використовує піковий попит; %1 за зрослого піку</translation>
    </message>
    <message>
        <source>DP</source>
        <translation>DP</translation>
    </message>
    <message>
        <source>Data-parallel degree</source>
        <translation>Ступінь паралелізму даних</translation>
    </message>
    <message>
        <source>Run time</source>
        <translation>Тривалість</translation>
    </message>
    <message>
        <source>Wall-clock hours of the whole run</source>
        <translation>Реальні години всього запуску</translation>
    </message>
    <message>
        <source> h</source>
        <translation> h</translation>
    </message>
    <message>
        <source>90 % band: %1 – %2 h</source>
        <translation>90-відсотковий інтервал: %1 – %2 h</translation>
    </message>
    <message>
        <source>Tok/s/GPU</source>
        <translation>Ток/с/GPU</translation>
    </message>
    <message>
        <source>Training tokens per second per GPU</source>
        <translation>Навчальних токенів за секунду на GPU</translation>
    </message>
    <message>
        <source>whole job %1 tokens/s (%2)</source>
        <translation>усе завдання %1 токенів/с (%2)</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Model FLOPs utilization</source>
        <translation>Використання FLOPs моделі (MFU)</translation>
    </message>
    <message>
        <source>$/GPU-h</source>
        <translation>$/GPU-год</translation>
    </message>
    <message>
        <source>On-demand price of one GPU-hour. In the workbench, double-click (or F2) a meeting row's cell to enter a quote of your own: it becomes the scenario's cost.gpu_hour_usd for that GPU, one undo step, and the plan re-ranks</source>
        <translation>Ціна однієї GPU-години на вимогу. У робочій області двічі клацніть (або F2) клітинку придатного рядка, щоб ввести власну пропозицію: вона стане cost.gpu_hour_usd сценарію для цього GPU (один крок скасування), і план перерахує рейтинг</translation>
    </message>
    <message>
        <source>Run cost</source>
        <translation>Вартість запуску</translation>
    </message>
    <message>
        <source>On-demand cost of the whole run</source>
        <translation>Вартість усього запуску на вимогу</translation>
    </message>
    <message>
        <source>$/month</source>
        <translation>$/міс.</translation>
    </message>
    <message>
        <source>On-demand cost of the deployment per month</source>
        <translation>Вартість розгортання на вимогу за місяць</translation>
    </message>
    <message>
        <source>%1/hour × %2 hours a month, on demand</source>
        <translation>%1/год × %2 год на місяць, на вимогу</translation>
    </message>
    <message>
        <source>$/M tok</source>
        <translation>$/млн ток</translation>
    </message>
    <message>
        <source>$/M out tok</source>
        <translation>$/млн вих. ток</translation>
    </message>
    <message>
        <source>Cost per million trained tokens</source>
        <translation>Вартість мільйона навчальних токенів</translation>
    </message>
    <message>
        <source>Cost per million output tokens: the fleet sized for the peak, running around the clock, at the mean load (month 1, on demand)</source>
        <translation>Вартість мільйона вихідних токенів: парк, розрахований на пік, працює цілодобово за середнього навантаження (1-й місяць, на вимогу)</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Стан</translation>
    </message>
    <message>
        <source>Meets the target, or why the planner rejected it</source>
        <translation>Відповідає цілі або чому планувальник його відхилив</translation>
    </message>
    <message>
        <source>meets deadline</source>
        <translation>вкладається в дедлайн</translation>
    </message>
    <message>
        <source>meets SLA</source>
        <translation>відповідає SLA</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Примітки</translation>
    </message>
    <message>
        <source>Flags, or the full rejection message</source>
        <translation>Позначки або повне повідомлення про відхилення</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Позначки</translation>
    </message>
    <message>
        <source>P Pareto, O over-provisioned, U under-provisioned, B a balance check failed, E thin price evidence</source>
        <translation>P Парето, O надлишково, U недостатньо, B перевірка балансу не пройдена, E слабке підтвердження ціни</translation>
    </message>
    <message>
        <source>precision not native</source>
        <translation>точність не нативна</translation>
    </message>
    <message>
        <source>does not fit in memory</source>
        <translation>не вміщається в пам’ять</translation>
    </message>
    <message>
        <source>misses the TPOT target</source>
        <translation>не досягає цілі TPOT</translation>
    </message>
    <message>
        <source>misses the TTFT target</source>
        <translation>не досягає цілі TTFT</translation>
    </message>
    <message>
        <source>needs more GPUs than allowed</source>
        <translation>потребує більше GPU, ніж дозволено</translation>
    </message>
    <message>
        <source>misses the deadline</source>
        <translation>не вкладається в дедлайн</translation>
    </message>
    <message>
        <source>GeForce: not licensed for datacenters</source>
        <translation>GeForce: ліцензія не для дата-центрів</translation>
    </message>
    <message>
        <source>Pareto</source>
        <translation>Парето</translation>
    </message>
    <message>
        <source>over-provisioned</source>
        <translation>надлишково виділено</translation>
    </message>
    <message>
        <source>under-provisioned</source>
        <translation>недостатньо виділено</translation>
    </message>
    <message>
        <source>balance check failed</source>
        <translation>перевірка балансу не пройдена</translation>
    </message>
    <message>
        <source>thin price evidence (%1)</source>
        <translation>слабке підтвердження ціни (%1)</translation>
    </message>
    <message>
        <source>%1 larger layouts not listed</source>
        <translation>%1 більших розташувань не показано</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>bundled: as shipped; edited: your figures replace the bundled ones; added: your row; deleted: a bundled row you hid</source>
        <translation>bundled: як постачається; edited: ваші значення замінюють вбудовані; added: ваш рядок; deleted: вбудований рядок, який ви приховали</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>When the source published or was read (ISO 8601)</source>
        <translation>Коли джерело опубліковано або прочитано (ISO 8601)</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Джерело</translation>
    </message>
    <message>
        <source>Where the row's figures come from (hover a cell for all of it)</source>
        <translation>Звідки значення рядка (наведіть на клітинку, щоб побачити повністю)</translation>
    </message>
    <message>
        <source>Catalog id</source>
        <translation>Ідентифікатор у каталозі</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Назва</translation>
    </message>
    <message>
        <source>Product name</source>
        <translation>Назва продукту</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Виробник</translation>
    </message>
    <message>
        <source>Memory (GiB)</source>
        <translation>Пам’ять (GiB)</translation>
    </message>
    <message>
        <source>Memory the runtime sees (nvidia-smi memory.total), which the planner fits models into; stored in bytes</source>
        <translation>Пам’ять, яку бачить рушій (nvidia-smi memory.total), у яку планувальник вміщує моделі; зберігається в байтах</translation>
    </message>
    <message>
        <source>Bandwidth (TB/s)</source>
        <translation>Пропускна здатність (TB/s)</translation>
    </message>
    <message>
        <source>Memory bandwidth; stored in GB/s</source>
        <translation>Пропускна здатність пам’яті; зберігається в GB/s</translation>
    </message>
    <message>
        <source>BF16 (TFLOP/s)</source>
        <translation>BF16 (TFLOP/s)</translation>
    </message>
    <message>
        <source>Dense BF16 tensor throughput (no sparsity); 0 removes it</source>
        <translation>Щільна тензорна продуктивність BF16 (без розрідженості); 0 вилучає її</translation>
    </message>
    <message>
        <source>FP8 (TFLOP/s)</source>
        <translation>FP8 (TFLOP/s)</translation>
    </message>
    <message>
        <source>Dense FP8 tensor throughput (no sparsity); — or 0: not native</source>
        <translation>Щільна тензорна продуктивність FP8 (без розрідженості); — або 0: не нативна</translation>
    </message>
    <message>
        <source>TDP (W)</source>
        <translation>TDP (W)</translation>
    </message>
    <message>
        <source>Board power; — when not published</source>
        <translation>Потужність плати; — якщо не опубліковано</translation>
    </message>
    <message>
        <source>Form factor</source>
        <translation>Форм-фактор</translation>
    </message>
    <message>
        <source>SXM, OAM, PCIe, ...</source>
        <translation>SXM, OAM, PCIe, …</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Тип</translation>
    </message>
    <message>
        <source>llm, moe (mixture of experts), vit, diffusion</source>
        <translation>llm, moe (суміш експертів), vit, diffusion</translation>
    </message>
    <message>
        <source>Parameters (B)</source>
        <translation>Параметри (млрд)</translation>
    </message>
    <message>
        <source>Total parameters, counted by the engine from the architecture</source>
        <translation>Загальна кількість параметрів, порахована рушієм за архітектурою</translation>
    </message>
    <message>
        <source>Active (B)</source>
        <translation>Активні (млрд)</translation>
    </message>
    <message>
        <source>Parameters active per token (differs from the total for MoE models)</source>
        <translation>Активні параметри на токен (для MoE-моделей відрізняються від загальної кількості)</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Шари</translation>
    </message>
    <message>
        <source>Transformer layers</source>
        <translation>Шари трансформера</translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation>Прихований</translation>
    </message>
    <message>
        <source>Hidden size (model width)</source>
        <translation>Прихований розмір (ширина моделі)</translation>
    </message>
    <message>
        <source>Heads</source>
        <translation>Голови</translation>
    </message>
    <message>
        <source>Attention (query) heads</source>
        <translation>Голови уваги (запитів)</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>KV-голови</translation>
    </message>
    <message>
        <source>Key/value heads (fewer than heads: grouped-query attention)</source>
        <translation>Голови ключ/значення (менше за голови: grouped-query attention)</translation>
    </message>
    <message>
        <source>Context (tokens)</source>
        <translation>Контекст (токени)</translation>
    </message>
    <message>
        <source>Longest context the model supports</source>
        <translation>Найдовший контекст, який підтримує модель</translation>
    </message>
    <message>
        <source>Price id</source>
        <translation>Ідентифікатор ціни</translation>
    </message>
    <message>
        <source>on-demand, spot, reserved, capacity-block, purchase or on-demand-historical</source>
        <translation>on-demand, spot, reserved, capacity-block, purchase або on-demand-historical</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Постачальник</translation>
    </message>
    <message>
        <source>Product</source>
        <translation>Продукт</translation>
    </message>
    <message>
        <source>Instance type or offer</source>
        <translation>Тип інстансу або пропозиція</translation>
    </message>
    <message>
        <source>GPUs in the priced instance or kit</source>
        <translation>GPU в інстансі або комплекті з ціною</translation>
    </message>
    <message>
        <source>Price (USD)</source>
        <translation>Ціна (USD)</translation>
    </message>
    <message>
        <source>The offer's price in its unit; editing it scales USD per GPU-hour by the same factor</source>
        <translation>Ціна пропозиції в її одиниці; її зміна пропорційно змінює USD за GPU-годину</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Одиниця</translation>
    </message>
    <message>
        <source>What the price is per</source>
        <translation>За що вказано ціну</translation>
    </message>
    <message>
        <source>USD per GPU-hour</source>
        <translation>USD за GPU-годину</translation>
    </message>
    <message>
        <source>The hourly price of one GPU (— for purchase prices); editing it scales the offer's price by the same factor</source>
        <translation>Погодинна ціна одного GPU (— для цін купівлі); її зміна пропорційно змінює ціну пропозиції</translation>
    </message>
    <message>
        <source>Observed</source>
        <translation>Спостерігалося</translation>
    </message>
    <message>
        <source>When the price was seen (ISO 8601)</source>
        <translation>Коли ціну було помічено (ISO 8601)</translation>
    </message>
    <message>
        <source>1 GPU</source>
        <translation>1 GPU</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 GPU</translation>
    </message>
    <message>
        <source>1 model</source>
        <translation>1 модель</translation>
    </message>
    <message>
        <source>%1 models</source>
        <translation>%1 моделей</translation>
    </message>
    <message>
        <source>1 price</source>
        <translation>1 ціна</translation>
    </message>
    <message>
        <source>%1 prices</source>
        <translation>%1 цін</translation>
    </message>
    <message>
        <source>model</source>
        <translation>модель</translation>
    </message>
    <message>
        <source>price</source>
        <translation>ціна</translation>
    </message>
    <message>
        <source> (invalid)</source>
        <translation> (недійсний)</translation>
    </message>
    <message>
        <source> (double-click a cell to edit it)</source>
        <translation> (двічі клацніть клітинку, щоб змінити її)</translation>
    </message>
    <message>
        <source>This row does not parse: %1</source>
        <translation>Цей рядок не розбирається: %1</translation>
    </message>
    <message>
        <source>%1 at %2 (UTC)</source>
        <translation>%1 о %2 (UTC)</translation>
    </message>
    <message>
        <source>user edit (catalog editor); other figures: %1</source>
        <translation>зміна користувача (редактор каталогу); інші значення: %1</translation>
    </message>
    <message>
        <source>editing · %1</source>
        <translation>редагування · %1</translation>
    </message>
    <message>
        <source>%1 (editing) — current state</source>
        <translation>%1 (редагується) — поточний стан</translation>
    </message>
    <message>
        <source>%1 — current state</source>
        <translation>%1 — поточний стан</translation>
    </message>
    <message>
        <source>The scenario as it is being edited, unsaved changes included</source>
        <translation>Сценарій у процесі редагування, з незбереженими змінами</translation>
    </message>
    <message>
        <source>The scenario as it stands in the project now, unsaved changes made in the workbench included</source>
        <translation>Сценарій у його поточному стані в проєкті, з незбереженими змінами з робочої області</translation>
    </message>
    <message>
        <source>r%1 · %2</source>
        <translation>r%1 · %2</translation>
    </message>
    <message>
        <source>%1 — revision %2, %3, %4: %5</source>
        <translation>%1 — ревізія %2, %3, %4: %5</translation>
    </message>
    <message>
        <source>Saved %1 (UTC) by %2</source>
        <translation>Збережено %1 (UTC), автор %2</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(немає)</translation>
    </message>
    <message>
        <source>%1 values, peak %2</source>
        <translation>%1 значень, пік %2</translation>
    </message>
    <message>
        <source>no candidate GPU</source>
        <translation>немає GPU-кандидата</translation>
    </message>
    <message>
        <source>month %1</source>
        <translation>місяць %1</translation>
    </message>
    <message>
        <source>not within %1 months</source>
        <translation>не в межах %1 міс.</translation>
    </message>
    <message>
        <source>1 candidate meets the target and is recommended</source>
        <translation>1 кандидат відповідає цілі й рекомендований</translation>
    </message>
    <message>
        <source>%1 candidates meet the target; the cheapest per token is recommended</source>
        <translation>%1 кандидатів відповідають цілі; рекомендовано найдешевший за токен</translation>
    </message>
    <message>
        <source>target %1</source>
        <translation>ціль %1</translation>
    </message>
    <message>
        <source>no target</source>
        <translation>без цілі</translation>
    </message>
    <message>
        <source>%1 (%2) / %3</source>
        <translation>%1 (%2) / %3</translation>
    </message>
    <message>
        <source>%1 over %2 months</source>
        <translation>%1 за %2 міс.</translation>
    </message>
    <message>
        <source>— (on-demand is recommended)</source>
        <translation>— (рекомендовано «на вимогу»)</translation>
    </message>
    <message>
        <source>— (no purchase price for %1)</source>
        <translation>— (немає ціни купівлі для %1)</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>План</translation>
    </message>
    <message>
        <source>Whether a configuration meets the target; if none does, what comes closest and why</source>
        <translation>Чи відповідає конфігурація цілі; якщо жодна — яка найближча і чому</translation>
    </message>
    <message>
        <source>Recommended GPU</source>
        <translation>Рекомендований GPU</translation>
    </message>
    <message>
        <source>The planner's first feasible candidate: cheapest per token</source>
        <translation>Перший придатний кандидат планувальника: найдешевший за токен</translation>
    </message>
    <message>
        <source>Layout (TP/PP)</source>
        <translation>Розташування (TP/PP)</translation>
    </message>
    <message>
        <source>Tensor parallel × pipeline parallel degree per replica</source>
        <translation>Ступінь тензорного × конвеєрного паралелізму на репліку</translation>
    </message>
    <message>
        <source>Cost per month</source>
        <translation>Вартість на місяць</translation>
    </message>
    <message>
        <source>On-demand cost of the deployment per month, USD</source>
        <translation>Вартість розгортання на вимогу за місяць, USD</translation>
    </message>
    <message>
        <source>$ per M output tokens</source>
        <translation>$ за млн вихідних токенів</translation>
    </message>
    <message>
        <source>USD per million output tokens at today's demand (training: per million trained tokens)</source>
        <translation>USD за мільйон вихідних токенів за поточного попиту (навчання: за мільйон навчальних токенів)</translation>
    </message>
    <message>
        <source>TTFT predicted / target</source>
        <translation>TTFT прогноз / ціль</translation>
    </message>
    <message>
        <source>Time to first token at the SLA percentile under the grown demand, queueing included, against the scenario's target</source>
        <translation>Час до першого токена на процентилі SLA за зрослого попиту, з урахуванням черги, порівняно з ціллю сценарію</translation>
    </message>
    <message>
        <source>TTFT headroom</source>
        <translation>Запас TTFT</translation>
    </message>
    <message>
        <source>Share of the TTFT target left unused: (target − predicted) / target</source>
        <translation>Невикористана частка цілі TTFT: (ціль − прогноз) / ціль</translation>
    </message>
    <message>
        <source>TPOT predicted / target</source>
        <translation>TPOT прогноз / ціль</translation>
    </message>
    <message>
        <source>Time per output token at the SLA percentile, full batch, against the scenario's target</source>
        <translation>Час на вихідний токен на процентилі SLA, повний батч, порівняно з ціллю сценарію</translation>
    </message>
    <message>
        <source>TPOT headroom</source>
        <translation>Запас TPOT</translation>
    </message>
    <message>
        <source>Share of the TPOT target left unused: (target − predicted) / target</source>
        <translation>Невикористана частка цілі TPOT: (ціль − прогноз) / ціль</translation>
    </message>
    <message>
        <source>TCO: recommended</source>
        <translation>TCO: рекомендовано</translation>
    </message>
    <message>
        <source>Way of paying with the lowest net present value over the horizon</source>
        <translation>Спосіб оплати з найменшою ЧПВ на горизонті</translation>
    </message>
    <message>
        <source>TCO: NPV</source>
        <translation>TCO: ЧПВ</translation>
    </message>
    <message>
        <source>Net present value of the recommended option, USD</source>
        <translation>ЧПВ рекомендованого варіанту, USD</translation>
    </message>
    <message>
        <source>TCO: total</source>
        <translation>TCO: разом</translation>
    </message>
    <message>
        <source>Undiscounted total of the recommended option over the horizon, USD</source>
        <translation>Недисконтована сума рекомендованого варіанту за горизонт, USD</translation>
    </message>
    <message>
        <source>TCO: break-even</source>
        <translation>TCO: беззбитковість</translation>
    </message>
    <message>
        <source>Month from which the recommended option is cumulatively no dearer than on-demand</source>
        <translation>Місяць, з якого рекомендований варіант у сумі не дорожчий за «на вимогу»</translation>
    </message>
    <message>
        <source>On-prem break-even</source>
        <translation>Окупність власної інфраструктури</translation>
    </message>
    <message>
        <source>Month from which on-prem is cumulatively no dearer than the best cloud option</source>
        <translation>Місяць, з якого власна інфраструктура в сумі не дорожча за найкращий хмарний варіант</translation>
    </message>
    <message>
        <source>meets the deadline (%1)</source>
        <translation>вкладається в дедлайн (%1)</translation>
    </message>
    <message>
        <source>meets the SLA (%1)</source>
        <translation>відповідає SLA (%1)</translation>
    </message>
    <message>
        <source>nothing feasible: %1</source>
        <translation>немає придатних: %1</translation>
    </message>
    <message>
        <source>none feasible</source>
        <translation>немає придатних</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>discounted at %1 a year over %2 months</source>
        <translation>дисконтовано за %1 на рік за %2 міс.</translation>
    </message>
    <message>
        <source>Scenario field %1, in the scenario file's units (_ms milliseconds, _percent percent, _usd US dollars, _s per second)</source>
        <translation>Поле сценарію %1 в одиницях файлу сценарію (_ms мілісекунди, _percent відсотки, _usd долари США, _s за секунду)</translation>
    </message>
    <message>
        <source> (no on-prem base)</source>
        <translation> (без власної бази)</translation>
    </message>
    <message>
        <source> (1 node)</source>
        <translation> (1 вузол)</translation>
    </message>
    <message>
        <source> (%1 nodes)</source>
        <translation> (%1 вузлів)</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>н/д</translation>
    </message>
    <message>
        <source>Horizon</source>
        <translation>Горизонт</translation>
    </message>
    <message>
        <source>Autoscale cloud</source>
        <translation>Автомасштабування хмари</translation>
    </message>
    <message>
        <source>month</source>
        <translation>місяць</translation>
    </message>
    <message>
        <source>months</source>
        <translation>міс.</translation>
    </message>
    <message>
        <source>on</source>
        <translation>увімк.</translation>
    </message>
    <message>
        <source>off</source>
        <translation>вимк.</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>Параметр</translation>
    </message>
    <message>
        <source>The TCO input; its scenario field is in the tooltip</source>
        <translation>Вхідний параметр TCO; його поле сценарію — у підказці</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Значення</translation>
    </message>
    <message>
        <source>The value, in the unit beside it</source>
        <translation>Значення в одиниці поруч</translation>
    </message>
    <message>
        <source>The value's unit</source>
        <translation>Одиниця значення</translation>
    </message>
    <message>
        <source>The value with its unit</source>
        <translation>Значення з одиницею</translation>
    </message>
    <message>
        <source>Where the value comes from: the scenario, the catalog's prices and specifications, or a stated default</source>
        <translation>Звідки значення: сценарій, ціни та характеристики з каталогу або зазначене типове</translation>
    </message>
    <message>
        <source>When the source observed the value, or its price reference</source>
        <translation>Коли джерело зафіксувало значення, або посилання на ціну</translation>
    </message>
    <message>
        <source>Not a scenario input: the demand level is the multiplier the sensitivity varies; change the demand (workload.requests_per_s, the weekly profile) instead.</source>
        <translation>Не вхідне значення сценарію: рівень попиту — множник, який змінює аналіз чутливості; змінюйте натомість попит (workload.requests_per_s, тижневий профіль).</translation>
    </message>
    <message>
        <source>Not a scenario input: the GPU's TDP comes from the catalog.</source>
        <translation>Не вхідне значення сценарію: TDP GPU береться з каталогу.</translation>
    </message>
    <message>
        <source>Not a scenario input.</source>
        <translation>Не вхідне значення сценарію.</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Варіант</translation>
    </message>
    <message>
        <source>How the GPUs are paid for</source>
        <translation>Як оплачуються GPU</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Разом</translation>
    </message>
    <message>
        <source>Undiscounted cash over the horizon, resale value credited</source>
        <translation>Недисконтовані витрати за горизонт із зарахуванням залишкової вартості</translation>
    </message>
    <message>
        <source>NPV</source>
        <translation>ЧПВ</translation>
    </message>
    <message>
        <source>Net present value at the discount rate</source>
        <translation>Чиста приведена вартість за ставкою дисконтування</translation>
    </message>
    <message>
        <source>90 % band</source>
        <translation>90-відсотковий інтервал</translation>
    </message>
    <message>
        <source>The total at the ends of the throughput's 90 % band</source>
        <translation>Сума на межах 90-відсоткового інтервалу пропускної здатності</translation>
    </message>
    <message>
        <source>$/run</source>
        <translation>$/запуск</translation>
    </message>
    <message>
        <source>USD per million output tokens the demand asks for</source>
        <translation>USD за мільйон вихідних токенів, яких потребує попит</translation>
    </message>
    <message>
        <source>USD per training run</source>
        <translation>USD за навчальний запуск</translation>
    </message>
    <message>
        <source>Share of the GPUs paid for that the demand uses</source>
        <translation>Частка оплачених GPU, яку використовує попит</translation>
    </message>
    <message>
        <source>The largest monthly average of GPUs paid for</source>
        <translation>Найбільше середньомісячне число оплачених GPU</translation>
    </message>
    <message>
        <source>Break-even vs on-demand</source>
        <translation>Окупність порівняно з «на вимогу»</translation>
    </message>
    <message>
        <source>First month from which the option has cost no more than on-demand so far, and stays so</source>
        <translation>Перший місяць, з якого варіант коштує в сумі не більше за «на вимогу» і лишається таким</translation>
    </message>
    <message>
        <source>not within the horizon</source>
        <translation>не в межах горизонту</translation>
    </message>
    <message>
        <source>%1: unavailable: %2</source>
        <translation>%1: недоступно: %2</translation>
    </message>
    <message>
        <source>“%1” in the inputs</source>
        <translation>«%1» у вхідних даних</translation>
    </message>
    <message>
        <source>90 %: %1 – %2</source>
        <translation>90 %: %1 – %2</translation>
    </message>
    <message>
        <source> (KV %1)</source>
        <translation> (KV %1)</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 per replica — rejected</source>
        <translation>%1 · %2 · %3 на репліку — відхилено</translation>
    </message>
    <message>
        <source>%1 × %2 · %3 · %4</source>
        <translation>%1 × %2 · %3 · %4</translation>
    </message>
    <message>
        <source> · data parallel %1</source>
        <translation> · паралелізм даних %1</translation>
    </message>
    <message>
        <source> · %1 × batch %2</source>
        <translation> · %1 × батч %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Under-provisioned:&lt;/b&gt; %1 of capacity in use at the grown demand (%2 at the peak) leaves little room for bursts; add a replica or pick a faster configuration.</source>
        <translation>&lt;b&gt;Недостатньо:&lt;/b&gt; %1 потужності використовується за зрослого попиту (%2 у пік), що лишає мало місця для сплесків; додайте репліку або виберіть швидшу конфігурацію.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Over-provisioned:&lt;/b&gt; %1 replicas run at %2 of capacity at the peak (%3 at the grown peak); fewer GPUs would carry the load if the latency target allows.</source>
        <translation>&lt;b&gt;Надлишково:&lt;/b&gt; %1 реплік працюють на %2 потужності у пік (%3 за зрослого піку); менше GPU впоралися б із навантаженням, якщо дозволяє ціль щодо затримки.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Right-sized%1:&lt;/b&gt; %2 of capacity used at the peak, %3 at the grown peak; %4 TPOT %5 and TTFT %6 on %7.</source>
        <translation>&lt;b&gt;Оптимально%1:&lt;/b&gt; використано %2 потужності у пік, %3 за зрослого піку; %4 TPOT %5 і TTFT %6 на %7.</translation>
    </message>
    <message>
        <source> (smallest deployment)</source>
        <translation> (найменше розгортання)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rejected:&lt;/b&gt; %1.</source>
        <translation>&lt;b&gt;Відхилено:&lt;/b&gt; %1.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Under-provisioned:&lt;/b&gt; the run takes %1 h of the %2 h allowed, with little margin.</source>
        <translation>&lt;b&gt;Недостатньо:&lt;/b&gt; запуск триває %1 год із дозволених %2 год, запасу мало.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Over-provisioned:&lt;/b&gt; finishes in %1 h of the %2 h allowed on %3 data-parallel copies; fewer GPUs would meet the deadline.</source>
        <translation>&lt;b&gt;Надлишково:&lt;/b&gt; завершується за %1 год із дозволених %2 год на %3 копіях паралелізму даних; менше GPU вклалися б у дедлайн.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Right-sized:&lt;/b&gt; the run takes %1 h (%2) of the %3 h allowed.</source>
        <translation>&lt;b&gt;Оптимально:&lt;/b&gt; запуск триває %1 год (%2) із дозволених %3 год.</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Ваги</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV-кеш</translation>
    </message>
    <message>
        <source>at batch %1 (fits %2)</source>
        <translation>при батчі %1 (вміщається %2)</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Активації</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Градієнти</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>Стани оптимізатора</translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation>Накладні витрати</translation>
    </message>
    <message>
        <source>&lt;b&gt;Total&lt;/b&gt;</source>
        <translation>&lt;b&gt;Разом&lt;/b&gt;</translation>
    </message>
    <message>
        <source>of %1 usable</source>
        <translation>з %1 доступних</translation>
    </message>
    <message>
        <source>Short by</source>
        <translation>Бракує</translation>
    </message>
    <message>
        <source>In use at peak</source>
        <translation>Використано у пік</translation>
    </message>
    <message>
        <source>at the peak's mean concurrency</source>
        <translation>за середньої одночасності в пік</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>Пам’ять на GPU</translation>
    </message>
    <message>
        <source>, target %1</source>
        <translation>, ціль %1</translation>
    </message>
    <message>
        <source>tok/s</source>
        <translation>ток/с</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Навантаж.</translation>
    </message>
    <message>
        <source>req/s</source>
        <translation>req/s</translation>
    </message>
    <message>
        <source>the grown demand, %1 per replica; Poisson arrivals, simulated as &lt;i&gt;estimate --rate&lt;/i&gt; does (%2 tokens a step, at most %3 running)</source>
        <translation>зрослий попит, %1 на репліку; пуассонівські надходження, змодельовані як у &lt;i&gt;estimate --rate&lt;/i&gt; (%2 токенів за крок, не більше %3 одночасно)</translation>
    </message>
    <message>
        <source>TTFT p50</source>
        <translation>TTFT p50</translation>
    </message>
    <message>
        <source>… waiting</source>
        <translation>… очікування</translation>
    </message>
    <message>
        <source>queueing on top of the %1 a request takes when none waits</source>
        <translation>очікування в черзі понад %1, які займає запит, коли черги немає</translation>
    </message>
    <message>
        <source>TPOT p50</source>
        <translation>TPOT p50</translation>
    </message>
    <message>
        <source>End to end %1</source>
        <translation>Наскрізно %1</translation>
    </message>
    <message>
        <source>median %1</source>
        <translation>медіана %1</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Вихід</translation>
    </message>
    <message>
        <source>… per GPU</source>
        <translation>… на GPU</translation>
    </message>
    <message>
        <source>… per user</source>
        <translation>… на користувача</translation>
    </message>
    <message>
        <source>Utilization</source>
        <translation>Завантаження</translation>
    </message>
    <message>
        <source>today; %1 at the grown demand</source>
        <translation>сьогодні; %1 за зрослого попиту</translation>
    </message>
    <message>
        <source>Decode step</source>
        <translation>Крок декодування</translation>
    </message>
    <message>
        <source>compute-bound</source>
        <translation>обмежено обчисленнями</translation>
    </message>
    <message>
        <source>memory-bound</source>
        <translation>обмежено пам’яттю</translation>
    </message>
    <message>
        <source>Latency and throughput</source>
        <translation>Затримка та пропускна здатність</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Пропускна здатність</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>Час кроку</translation>
    </message>
    <message>
        <source>Pipeline bubble</source>
        <translation>Бульбашка конвеєра</translation>
    </message>
    <message>
        <source>Run time and throughput</source>
        <translation>Тривалість і пропускна здатність</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Вартість</translation>
    </message>
    <message>
        <source>No price</source>
        <translation>Немає ціни</translation>
    </message>
    <message>
        <source>set cost.gpu_hour_usd.%1 in the scenario</source>
        <translation>задайте cost.gpu_hour_usd.%1 у сценарії</translation>
    </message>
    <message>
        <source>GPU-hour</source>
        <translation>GPU-година</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Підтвердження</translation>
    </message>
    <message>
        <source>thin</source>
        <translation>слабке</translation>
    </message>
    <message>
        <source>Per hour</source>
        <translation>На годину</translation>
    </message>
    <message>
        <source>%1 on demand</source>
        <translation>%1 на вимогу</translation>
    </message>
    <message>
        <source>Whole run</source>
        <translation>Весь запуск</translation>
    </message>
    <message>
        <source>Per M tokens</source>
        <translation>За млн токенів</translation>
    </message>
    <message>
        <source>trained tokens</source>
        <translation>навчальних токенів</translation>
    </message>
    <message>
        <source>Per month</source>
        <translation>На місяць</translation>
    </message>
    <message>
        <source>output tokens: the fleet sized for the peak, at the mean load</source>
        <translation>вихідних токенів: парк, розрахований на пік, за середнього навантаження</translation>
    </message>
    <message>
        <source>✓ ok</source>
        <translation>✓ гаразд</translation>
    </message>
    <message>
        <source>✗ failed</source>
        <translation>✗ не пройдено</translation>
    </message>
    <message>
        <source>System balance</source>
        <translation>Баланс системи</translation>
    </message>
    <message>
        <source>Notes and warnings</source>
        <translation>Примітки та попередження</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Не вдалося експортувати</translation>
    </message>
    <message>
        <source>give a file name ending in .png or .svg</source>
        <translation>вкажіть назву файлу із закінченням .png або .svg</translation>
    </message>
    <message>
        <source>the image could not be encoded</source>
        <translation>не вдалося закодувати зображення</translation>
    </message>
    <message>
        <source>Export chart as PNG or SVG…</source>
        <translation>Експортувати графік як PNG або SVG…</translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation>Експорт графіка</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG vector image (*.svg)</source>
        <translation>Зображення PNG (*.png);;Векторне зображення SVG (*.svg)</translation>
    </message>
    <message>
        <source>Copy chart</source>
        <translation>Копіювати графік</translation>
    </message>
    <message>
        <source>Export table as CSV…</source>
        <translation>Експортувати таблицю як CSV…</translation>
    </message>
    <message>
        <source>Export table</source>
        <translation>Експорт таблиці</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <source>Output tokens/s</source>
        <translation>Вихідних токенів/с</translation>
    </message>
    <message>
        <source>Peak memory / GPU</source>
        <translation>Пікова пам’ять / GPU</translation>
    </message>
    <message>
        <source>Not fitted: TTFT measured with several requests in flight waits behind the other requests' prefills; only a batch-1 TTFT is the prefill the engine predicts</source>
        <translation>Не підбирається: TTFT, виміряний із кількома запитами в обробці, чекає за префілами інших запитів; лише TTFT при батчі 1 — це префіл, який прогнозує рушій</translation>
    </message>
    <message>
        <source>Not fitted: vLLM and TensorRT-LLM reserve their KV-cache pool up front (gpu_memory_utilization, free_gpu_memory_fraction), so the peak memory measured is the runtime's reservation, not what the model needs; no efficiency factor acts on it</source>
        <translation>Не підбирається: vLLM і TensorRT-LLM резервують пул KV-кешу наперед (gpu_memory_utilization, free_gpu_memory_fraction), тож виміряна пікова пам’ять — це резерв рушія, а не потреба моделі; жоден коефіцієнт ефективності на неї не впливає</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Запуск</translation>
    </message>
    <message>
        <source>The measured run: file and line</source>
        <translation>Виміряний запуск: файл і рядок</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Група</translation>
    </message>
    <message>
        <source>Efficiency group (GPU family / precision) the run belongs to</source>
        <translation>Група ефективності (сімейство GPU / точність), до якої належить запуск</translation>
    </message>
    <message>
        <source>Reading</source>
        <translation>Показник</translation>
    </message>
    <message>
        <source>What was measured</source>
        <translation>Що виміряно</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Виміряно</translation>
    </message>
    <message>
        <source>The benchmark's value</source>
        <translation>Значення бенчмарку</translation>
    </message>
    <message>
        <source>Predicted before</source>
        <translation>Прогноз до</translation>
    </message>
    <message>
        <source>Predicted with the reference efficiency factors</source>
        <translation>Прогноз з еталонними коефіцієнтами ефективності</translation>
    </message>
    <message>
        <source>Error before</source>
        <translation>Похибка до</translation>
    </message>
    <message>
        <source>Predicted / measured − 1 with the reference factors</source>
        <translation>Прогноз / вимір − 1 з еталонними коефіцієнтами</translation>
    </message>
    <message>
        <source>Predicted after</source>
        <translation>Прогноз після</translation>
    </message>
    <message>
        <source>Predicted with the factors fitted to the project's runs</source>
        <translation>Прогноз з коефіцієнтами, підібраними за запусками проєкту</translation>
    </message>
    <message>
        <source>Error after</source>
        <translation>Похибка після</translation>
    </message>
    <message>
        <source>Predicted / measured − 1 with the fitted factors</source>
        <translation>Прогноз / вимір − 1 з підібраними коефіцієнтами</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Примітка</translation>
    </message>
    <message>
        <source>Readings the fit leaves out</source>
        <translation>Показники, які не беруть участі в підборі</translation>
    </message>
    <message>
        <source>not fitted</source>
        <translation>не підбирається</translation>
    </message>
    <message>
        <source>GPU family / precision whose factors were fitted</source>
        <translation>Сімейство GPU / точність, для яких підібрано коефіцієнти</translation>
    </message>
    <message>
        <source>η compute</source>
        <translation>η обчислення</translation>
    </message>
    <message>
        <source>eta_c, achieved / dense peak FLOP/s in compute-bound phases: reference → fitted</source>
        <translation>eta_c, досягнуті / пікові щільні FLOP/s у фазах, обмежених обчисленнями: еталон → підібране</translation>
    </message>
    <message>
        <source>η memory</source>
        <translation>η пам’ять</translation>
    </message>
    <message>
        <source>eta_m, achieved / datasheet bandwidth in weight and KV streaming: reference → fitted</source>
        <translation>eta_m, досягнута / паспортна пропускна здатність при потоковому читанні ваг і KV: еталон → підібране</translation>
    </message>
    <message>
        <source>Half-width of the 90 % band on a prediction, exp(1.645 σ) − 1: reference → fitted (it narrows as measurements accumulate)</source>
        <translation>Половина ширини 90-відсоткового інтервалу прогнозу, exp(1,645 σ) − 1: еталон → підібране (звужується з накопиченням вимірювань)</translation>
    </message>
    <message>
        <source>Behind the fit</source>
        <translation>Основа підбору</translation>
    </message>
    <message>
        <source>Runs and TTFT/TPOT/tokens-per-second readings the fit used</source>
        <translation>Запуски та показники TTFT/TPOT/токенів за секунду, використані в підборі</translation>
    </message>
    <message>
        <source>%1 runs, %2 readings</source>
        <translation>%1 запусків, %2 показників</translation>
    </message>
    <message>
        <source>Cheapest first</source>
        <translation>Спершу найдешевші</translation>
    </message>
    <message>
        <source>How many GPUs of this kind carry the measured load</source>
        <translation>Скільки GPU цього типу витримують виміряне навантаження</translation>
    </message>
    <message>
        <source>Catalog GPU; "(current)" is the configuration the telemetry came from</source>
        <translation>GPU з каталогу; «(поточний)» — конфігурація, з якої надійшла телеметрія</translation>
    </message>
    <message>
        <source>%1 (current)</source>
        <translation>%1 (поточний)</translation>
    </message>
    <message>
        <source>Memory needed / GPU</source>
        <translation>Потрібна пам’ять / GPU</translation>
    </message>
    <message>
        <source>The measured per-GPU peaks summed, plus headroom, spread over the GPUs</source>
        <translation>Сума виміряних пікових значень на GPU плюс запас, розподілена між GPU</translation>
    </message>
    <message>
        <source>Memory / GPU</source>
        <translation>Пам’ять / GPU</translation>
    </message>
    <message>
        <source>Memory the runtime sees on each GPU of the candidate</source>
        <translation>Пам’ять, яку бачить рушій на кожному GPU кандидата</translation>
    </message>
    <message>
        <source>Busy at p95</source>
        <translation>Зайнятість на p95</translation>
    </message>
    <message>
        <source>Predicted busy share of each GPU at the measured p95 load</source>
        <translation>Прогнозована частка зайнятості кожного GPU за виміряного навантаження p95</translation>
    </message>
    <message>
        <source>$/h</source>
        <translation>$/год</translation>
    </message>
    <message>
        <source>USD per hour for all the GPUs at the reference on-demand price</source>
        <translation>USD на годину за всі GPU за еталонною ціною на вимогу</translation>
    </message>
    <message>
        <source>USD per month (%1 hours) for all the GPUs on demand</source>
        <translation>USD на місяць (%1 год) за всі GPU на вимогу</translation>
    </message>
    <message>
        <source>A caveat on the GPU, such as its licence</source>
        <translation>Застереження щодо GPU, як-от ліцензія</translation>
    </message>
    <message>
        <source>%1 × the reference on-demand price (%2)</source>
        <translation>%1 × еталонна ціна на вимогу (%2)</translation>
    </message>
    <message>
        <source>Memory per GPU at the planned batch</source>
        <translation>Пам’ять на GPU за запланованого батча</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Оптимізатор</translation>
    </message>
    <message>
        <source>Free (usable capacity)</source>
        <translation>Вільно (доступний обсяг)</translation>
    </message>
    <message>
        <source>GiB per GPU</source>
        <translation>GiB на GPU</translation>
    </message>
    <message>
        <source>Cost per million tokens, cheapest configuration of each GPU (%1 more GPUs cost more)</source>
        <translation>Вартість мільйона токенів, найдешевша конфігурація кожного GPU (ще %1 GPU дорожчі)</translation>
    </message>
    <message>
        <source>Cost per million tokens, cheapest configuration of each GPU that meets the SLA</source>
        <translation>Вартість мільйона токенів, найдешевша конфігурація кожного GPU, що відповідає SLA</translation>
    </message>
    <message>
        <source>USD per million tokens</source>
        <translation>USD за мільйон токенів</translation>
    </message>
    <message>
        <source>USD per million tokens (cloud on-demand)</source>
        <translation>USD за мільйон токенів (хмара на вимогу)</translation>
    </message>
    <message>
        <source>requests/s</source>
        <translation>запитів/с</translation>
    </message>
    <message>
        <source>Cumulative cost of each scenario's recommended option</source>
        <translation>Накопичена вартість рекомендованого варіанту кожного сценарію</translation>
    </message>
    <message>
        <source>thousand USD</source>
        <translation>тис. USD</translation>
    </message>
    <message>
        <source>RightSizer projects (*.rsplan);;All files (*)</source>
        <translation>Проєкти RightSizer (*.rsplan);;Усі файли (*)</translation>
    </message>
    <message>
        <source>Scenario JSON (*.json);;All files (*)</source>
        <translation>Сценарій JSON (*.json);;Усі файли (*)</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>не може бути порожнім</translation>
    </message>
    <message>
        <source>must be one line</source>
        <translation>має бути в один рядок</translation>
    </message>
    <message>
        <source>starts or ends with a space; remove it</source>
        <translation>починається або закінчується пробілом; вилучіть його</translation>
    </message>
    <message>
        <source>The bundled catalog is damaged: %1</source>
        <translation>Вбудований каталог пошкоджено: %1</translation>
    </message>
    <message>
        <source>GPUs</source>
        <comment>table column: how many GPUs</comment>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Показники</translation>
    </message>
    <message>
        <source>architecture</source>
        <translation>архітектура</translation>
    </message>
    <message>
        <source>given in the scenario</source>
        <translation>задано у сценарії</translation>
    </message>
    <message>
        <source>Model architecture</source>
        <translation>Архітектура моделі</translation>
    </message>
    <message>
        <source>GPU figures</source>
        <translation>Характеристики GPU</translation>
    </message>
    <message>
        <source>Every GPU the scenarios evaluated, with the source and date of each figure the engine used (figures that share a source are listed together).</source>
        <translation>Кожен GPU, оцінений у сценаріях, із джерелом і датою кожного показника, який використав рушій (показники з одного джерела наведено разом).</translation>
    </message>
    <message>
        <source>all</source>
        <translation>усі</translation>
    </message>
    <message>
        <source>no source recorded</source>
        <translation>джерело не зазначено</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Ціни</translation>
    </message>
    <message>
        <source>$/GPU-hour</source>
        <translation>$/GPU-год</translation>
    </message>
    <message>
        <source>; thin evidence: </source>
        <translation>; слабке підґрунтя: </translation>
    </message>
    <message>
        <source>, well-evidenced prices only</source>
        <translation>, лише ціни з надійним підґрунтям</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Ід.</translation>
    </message>
    <message>
        <source>Provider, product, region</source>
        <translation>Постачальник, продукт, регіон</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Ціна</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>/GPU-h</source>
        <translation>/GPU-год</translation>
    </message>
    <message>
        <source>Quotes behind the configurations in this report</source>
        <translation>Цінові пропозиції, на яких ґрунтуються конфігурації цього звіту</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Вхідні дані</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Навантаження</translation>
    </message>
    <message>
        <source>peak %1, mean %2, growth %3/year</source>
        <translation>пік %1, середнє %2, зростання %3/рік</translation>
    </message>
    <message>
        <source> tokens in </source>
        <translation> токенів на вході </translation>
    </message>
    <message>
        <source>Serving engine</source>
        <translation>Рушій обслуговування</translation>
    </message>
    <message>
        <source>no purchase price</source>
        <translation>немає ціни придбання</translation>
    </message>
    <message>
        <source>month %1 (rank %2)</source>
        <translation>місяць %1 (ранг %2)</translation>
    </message>
    <message>
        <source>not within %1 months (rank %2)</source>
        <translation>не протягом %1 міс. (ранг %2)</translation>
    </message>
    <message>
        <source>Latency and throughput come from a roofline model: each phase takes the longer of its FLOPs at the GPU's dense peak (at the clock it sustains under its power cap) times a compute efficiency and its bytes at the memory bandwidth times a memory efficiency, plus the serving engine's fixed costs per decode step, per running sequence and per request (vLLM on NVIDIA GPUs: %1, %2 and %3). The efficiencies are fitted per GPU family and precision, memory system and serving engine, by least squares on the logarithm, to published measurements of real systems (the calibration tables shipped with RightSizer). The spread of those measurements around the fit, σ (RMS of log(measured / predicted)) for the GPU family with the engine, sets every 90 % band in this report: a prediction x has the band x·e&lt;sup&gt;−1.645σ&lt;/sup&gt; … x·e&lt;sup&gt;+1.645σ&lt;/sup&gt;. Where no measurement covers a family and precision the factors are borrowed from the nearest group (marked ~ in the tables), and where the GPU was never measured with the engine the configuration is not validated; either widens σ by %4.</source>
        <translation>Затримка й пропускна здатність походять із моделі roofline: кожна фаза триває довший із двох часів — її FLOP на піковій щільній продуктивності GPU (на частоті, яку він тримає під лімітом потужності), помножений на ефективність обчислень, і її байти на пропускній здатності пам’яті, помножений на ефективність пам’яті, — плюс фіксовані витрати рушія обслуговування на крок декодування, на активну послідовність і на запит (vLLM на GPU NVIDIA: %1, %2 і %3). Ефективності підібрано для кожної родини GPU і точності, системи пам’яті та рушія обслуговування методом найменших квадратів на логарифмі за опублікованими вимірюваннями реальних систем (таблиці калібрування, що постачаються з RightSizer). Розкид цих вимірювань навколо підгонки, σ (середньоквадратичне log(виміряне / передбачене)) для родини GPU з рушієм, задає кожен 90-відсотковий інтервал у цьому звіті: передбачення x має інтервал x·e&lt;sup&gt;−1.645σ&lt;/sup&gt; … x·e&lt;sup&gt;+1.645σ&lt;/sup&gt;. Де жодне вимірювання не охоплює родину й точність, коефіцієнти запозичено з найближчої групи (позначено ~ у таблицях), а де GPU ніколи не вимірювали з рушієм, конфігурацію не перевірено; кожне з цього розширює σ на %4.</translation>
    </message>
    <message>
        <source>Efficiency group</source>
        <translation>Група ефективності</translation>
    </message>
    <message>
        <source>Used by</source>
        <translation>Використовують</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Вимірювання</translation>
    </message>
    <message>
        <source>Compute eff.</source>
        <translation>Еф. обчислень</translation>
    </message>
    <message>
        <source>Memory eff.</source>
        <translation>Еф. пам’яті</translation>
    </message>
    <message>
        <source>σ (log)</source>
        <translation>σ (лог.)</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>Перевірка</translation>
    </message>
    <message>
        <source>validated on %1 runs</source>
        <translation>перевірено на %1 вимірюваннях</translation>
    </message>
    <message>
        <source>Scenarios side by side</source>
        <translation>Сценарії поруч</translation>
    </message>
    <message>
        <source>Sizing rules</source>
        <translation>Правила розрахунку</translation>
    </message>
    <message>
        <source>latency targets met at the pessimistic end of the 90 % band (scenario)</source>
        <translation>цілі затримки виконано на песимістичній межі 90-відсоткового інтервалу (сценарій)</translation>
    </message>
    <message>
        <source>latency targets met by the estimate; the band's pessimistic end may miss them (default)</source>
        <translation>цілі затримки виконано за оцінкою; песимістична межа інтервалу може їх не виконати (типово)</translation>
    </message>
    <message>
        <source>at least %1 replicas (scenario)</source>
        <translation>щонайменше %1 реплік (сценарій)</translation>
    </message>
    <message>
        <source>as few replicas as the demand needs (default)</source>
        <translation>стільки реплік, скільки потребує попит (типово)</translation>
    </message>
    <message>
        <source>GeForce cards included (scenario), each with the caveat: %1</source>
        <translation>картки GeForce включено (сценарій), кожну із застереженням: %1</translation>
    </message>
    <message>
        <source>GeForce cards left out: %1 (default)</source>
        <translation>картки GeForce виключено: %1 (типово)</translation>
    </message>
    <message>
        <source>layouts needing more than %1 times the GPUs of the same GPU's cheapest layout are folded under it, not ranked (%2 here)</source>
        <translation>розташування, яким потрібно понад %1 раз більше GPU, ніж найдешевшому розташуванню того самого GPU, згорнуто під ним без рангу (тут %2)</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>Припущення</translation>
    </message>
    <message>
        <source>Where each figure comes from and when it was observed. Catalog figures carry their source in the catalog itself; scenario inputs are marked “scenario”; defaults say why they were chosen.</source>
        <translation>Звідки кожен показник і коли його зафіксовано. Показники каталогу мають джерело в самому каталозі; вхідні дані сценарію позначено «сценарій»; типові значення пояснюють, чому їх обрано.</translation>
    </message>
    <message>
        <source>Cost inputs</source>
        <translation>Вхідні дані витрат</translation>
    </message>
    <message>
        <source>“%1”: %2 (on-prem)</source>
        <translation>«%1»: %2 (власна інфраструктура)</translation>
    </message>
    <message>
        <source>Uncertainty and calibration</source>
        <translation>Невизначеність і калібрування</translation>
    </message>
    <message>
        <source>Costs inherit the band: each TCO total is also computed with the replica capacity at the optimistic and the pessimistic end of its band (the “90 % band” column), and the sensitivity chart shows how each cost input moves the total by ±20 %. Prices are observations with a date, not quotes for your order: confirm them with the vendor before committing. A configuration whose pessimistic end misses a target should be validated with a benchmark run on the chosen GPU before buying.</source>
        <translation>Витрати успадковують інтервал: кожну загальну суму TCO також обчислено з пропускною здатністю репліки на оптимістичній і песимістичній межах її інтервалу (стовпець «90-відсотковий інтервал»), а діаграма чутливості показує, як кожен вхідний показник витрат змінює суму на ±20 %. Ціни — це датовані спостереження, а не цінові пропозиції для вашого замовлення: підтвердьте їх у постачальника, перш ніж брати зобов’язання. Конфігурацію, песимістична межа якої не виконує ціль, слід перевірити бенчмарком на обраному GPU перед купівлею.</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>Глосарій</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>Термін</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Значення</translation>
    </message>
    <message>
        <source>Totals are undiscounted cash over %1 months with the resale value credited in the last month; NPV discounts them at %2 a year. The band is the total at the ends of the throughput's 90 % band. GPUs: the largest monthly average paid for. The recommended option (bold) has the lowest NPV.</source>
        <translation>Суми — недисконтовані грошові витрати за %1 міс. з вартістю перепродажу, зарахованою в останньому місяці; ЧПВ дисконтує їх на %2 на рік. Інтервал — це сума на межах 90-відсоткового інтервалу пропускної здатності. GPU: найбільше середньомісячне число оплачених. Рекомендований варіант (жирним) має найменшу ЧПВ.</translation>
    </message>
    <message>
        <source>SLA risk (%1): %2 h a month while new replicas start (%3 of requests arrive then).</source>
        <translation>Ризик SLA (%1): %2 год на місяць, поки запускаються нові репліки (%3 запитів надходить у цей час).</translation>
    </message>
    <message>
        <source>The recommended configuration (%1) paid for six ways over %2 months. Demand today peaks at %3 and averages %4 (%5); it grows %6 a year.</source>
        <translation>Рекомендована конфігурація (%1), оплачена шістьма способами за %2 міс. Сьогоднішній попит сягає піку %3 і в середньому становить %4 (%5); він зростає на %6 на рік.</translation>
    </message>
    <message>
        <source>Cost per million tokens divides by the tokens the demand asks for. On-demand %1 runs the planned fleet (sized for the peak) around the clock, so in the first month without growth it matches the candidate table's figure (at the mean load); autoscaled cloud follows the demand hour by hour, a different strategy that can cost less.</source>
        <translation>Вартість за мільйон токенів ділиться на токени, яких вимагає попит. Варіант на вимогу %1 тримає заплановану флотилію (розраховану на пік) цілодобово, тож у перший місяць без зростання він збігається з показником таблиці кандидатів (за середнього навантаження); хмара з автомасштабуванням іде за попитом щогодини — інша стратегія, яка може коштувати менше.</translation>
    </message>
    <message>
        <source>without autoscaling (not the option shown: it autoscales)</source>
        <translation>без автомасштабування (не показаний варіант: він масштабується)</translation>
    </message>
    <message>
        <source>without autoscaling (as shown)</source>
        <translation>без автомасштабування (як показано)</translation>
    </message>
    <message>
        <source>Recommendation: &lt;b&gt;%1&lt;/b&gt;, the %2 (%3; %4 per month on average, %5 over %6 months).</source>
        <translation>Рекомендація: &lt;b&gt;%1&lt;/b&gt;, %2 (%3; у середньому %4 на місяць, %5 за %6 міс.).</translation>
    </message>
    <message>
        <source>Buying hardware: plan rank %1</source>
        <translation>Купівля обладнання: ранг %1 у плані</translation>
    </message>
    <message>
        <source>The recommendation's GPU has no purchase price in the catalog, so on-prem and hybrid are costed on the best-ranked configuration whose GPU has one: %1.</source>
        <translation>GPU рекомендації не має ціни придбання в каталозі, тому власну інфраструктуру й гібрид оцінено на конфігурації з найвищим рангом, GPU якої її має: %1.</translation>
    </message>
    <message>
        <source>For this configuration: &lt;b&gt;%1&lt;/b&gt;, the %2 (%3 over %4 months).</source>
        <translation>Для цієї конфігурації: &lt;b&gt;%1&lt;/b&gt;, %2 (%3 за %4 міс.).</translation>
    </message>
    <message>
        <source>On-prem breaks even with the best cloud option (%1) in month %2.</source>
        <translation>Власна інфраструктура досягає точки беззбитковості щодо найкращого хмарного варіанта (%1) у місяці %2.</translation>
    </message>
    <message>
        <source>On-prem does not break even with the best cloud option (%1) within %2 months.</source>
        <translation>Власна інфраструктура не досягає точки беззбитковості щодо найкращого хмарного варіанта (%1) протягом %2 міс.</translation>
    </message>
    <message>
        <source>Cumulative cost: %1</source>
        <translation>Накопичені витрати: %1</translation>
    </message>
    <message>
        <source>Total cost of ownership</source>
        <translation>Сукупна вартість володіння</translation>
    </message>
    <message>
        <source>No TCO: </source>
        <translation>Немає TCO: </translation>
    </message>
    <message>
        <source>Sensitivity</source>
        <translation>Чутливість</translation>
    </message>
    <message>
        <source>How the %1 total moves when each input is 20 % lower or higher, widest swing first.</source>
        <translation>Як змінюється сума %1, коли кожен вхідний показник на 20 % менший або більший; спершу найбільші коливання.</translation>
    </message>
    <message>
        <source>Demand against capacity</source>
        <translation>Попит порівняно з потужністю</translation>
    </message>
    <message>
        <source>One replica (%1) serves %2 within the TTFT target. Autoscaled cloud replicas follow the weekly demand (on the right axis one replica's height is that rate); a fixed fleet is sized for the peak with %3 headroom. In month 1 the fixed fleet holds %4 (%5 busy); by month %6 demand is %7 × today's and it holds %8 (%9 busy).</source>
        <translation>Одна репліка (%1) обслуговує %2 у межах цілі TTFT. Хмарні репліки з автомасштабуванням ідуть за тижневим попитом (на правій осі висота однієї репліки — ця швидкість); фіксовану флотилію розраховано на пік із запасом %3. У місяці 1 фіксована флотилія має %4 (зайнято %5); до місяця %6 попит становить %7 × від сьогоднішнього, і вона має %8 (зайнято %9).</translation>
    </message>
    <message numerus="yes">
        <source>%n replica(s)</source>
        <translation>
            <numerusform>%n репліка</numerusform>
            <numerusform>%n репліки</numerusform>
            <numerusform>%n реплік</numerusform>
        </translation>
    </message>
    <message>
        <source>Week of month 1 (today)</source>
        <translation>Тиждень місяця 1 (сьогодні)</translation>
    </message>
    <message>
        <source>Week of month %1</source>
        <translation>Тиждень місяця %1</translation>
    </message>
    <message>
        <source>On-prem (plan rank %1, %2)</source>
        <translation>Власна інфраструктура (ранг %1 у плані, %2)</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Позиція</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Кількість</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>Ціна за одиницю</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Сума</translation>
    </message>
    <message>
        <source>GPU server with %1 × %2</source>
        <translation>GPU-сервер із %1 × %2</translation>
    </message>
    <message>
        <source>GPUs (%1, in the servers)</source>
        <translation>GPU (%1, у серверах)</translation>
    </message>
    <message>
        <source>included</source>
        <translation>включено</translation>
    </message>
    <message>
        <source>Network per node (NICs, switch ports, cables)</source>
        <translation>Мережа на вузол (мережеві карти, порти комутатора, кабелі)</translation>
    </message>
    <message>
        <source>Installation per node</source>
        <translation>Встановлення на вузол</translation>
    </message>
    <message>
        <source>Capital</source>
        <translation>Капітальні витрати</translation>
    </message>
    <message>
        <source>month %1: %2</source>
        <translation>місяць %1: %2</translation>
    </message>
    <message>
        <source>Financed at %1 a year: capital is paid as loan instalments.</source>
        <translation>Фінансування під %1 на рік: капітальні витрати сплачуються частинами кредиту.</translation>
    </message>
    <message>
        <source>Power: %1 kW of IT load at %2 average GPU load, %3 kW at the wall (PUE %4).</source>
        <translation>Електроживлення: %1 кВт ІТ-навантаження за середнього завантаження GPU %2, %3 кВт від мережі (PUE %4).</translation>
    </message>
    <message>
        <source>Running costs over %1 months: power %2, space %3, support %4, staff %5; resale credit %6.</source>
        <translation>Експлуатаційні витрати за %1 міс.: електроживлення %2, приміщення %3, підтримка %4, персонал %5; виручка від перепродажу %6.</translation>
    </message>
    <message>
        <source>Total cost of ownership on-prem: %1 (NPV %2).</source>
        <translation>Сукупна вартість володіння власною інфраструктурою: %1 (ЧПВ %2).</translation>
    </message>
    <message>
        <source>Cloud instance plan (%1)</source>
        <translation>План хмарних інстансів (%1)</translation>
    </message>
    <message>
        <source>GPUs month 1</source>
        <translation>GPU, місяць 1</translation>
    </message>
    <message>
        <source>GPUs month %1</source>
        <translation>GPU, місяць %1</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU-години</translation>
    </message>
    <message>
        <source>Price source</source>
        <translation>Джерело ціни</translation>
    </message>
    <message>
        <source>No cloud option can be priced for this configuration.</source>
        <translation>Для цієї конфігурації не можна оцінити жодного хмарного варіанта.</translation>
    </message>
    <message>
        <source>Replicas of %1, autoscaled today between %2 and %3 (minimum %4, new replicas ready after %5 min); GPUs are monthly averages of the GPUs paid for.</source>
        <translation>Репліки по %1, сьогодні автомасштабуються від %2 до %3 (мінімум %4, нові репліки готові через %5 хв); GPU — середньомісячні числа оплачених GPU.</translation>
    </message>
    <message>
        <source>No autoscaling: on-demand and spot run the peak fleet around the clock.</source>
        <translation>Без автомасштабування: на вимогу і spot тримають пікову флотилію цілодобово.</translation>
    </message>
    <message>
        <source>Bill of materials</source>
        <translation>Специфікація обладнання</translation>
    </message>
    <message>
        <source>On-prem: no purchase price; </source>
        <translation>Власна інфраструктура: немає ціни придбання; </translation>
    </message>
    <message>
        <source>cannot write '%1': %2</source>
        <translation>не вдається записати «%1»: %2</translation>
    </message>
    <message>
        <source>%1 — GPU capacity plan, %2</source>
        <translation>%1 — план потужностей GPU, %2</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Сторінка %1 з %2</translation>
    </message>
    <message>
        <source>it is a folder; give a file name ending in .pdf</source>
        <translation>це тека; вкажіть ім’я файлу із закінченням .pdf</translation>
    </message>
    <message>
        <source>give a file name ending in .pdf</source>
        <translation>вкажіть ім’я файлу із закінченням .pdf</translation>
    </message>
    <message>
        <source>the folder '%1' does not exist</source>
        <translation>тека «%1» не існує</translation>
    </message>
    <message>
        <source>GPU capacity plan: %1</source>
        <translation>План потужностей GPU: %1</translation>
    </message>
    <message>
        <source>the PDF could not be started</source>
        <translation>не вдалося почати PDF</translation>
    </message>
    <message>
        <source>%1 GPU types</source>
        <translation>%1 типів GPU</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 і %2</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 або %2</translation>
    </message>
    <message>
        <source>in %1 on %2</source>
        <translation>у %1 на %2</translation>
    </message>
    <message>
        <source>%1 %2 on %3 tokens within %4 h, %5.</source>
        <translation>%1 %2 на %3 токенах за %4 год, %5.</translation>
    </message>
    <message>
        <source>Train</source>
        <translation>Навчити</translation>
    </message>
    <message>
        <source>Fine-tune (%1)</source>
        <translation>Донавчити (%1)</translation>
    </message>
    <message>
        <source>%1 time to first token within %2</source>
        <translation>час до першого токена %1 у межах %2</translation>
    </message>
    <message>
        <source>%1 time per output token within %2</source>
        <translation>час на вихідний токен %1 у межах %2</translation>
    </message>
    <message>
        <source>Serve %1 at peak %2, mean %3 over the week (%4); prompts of %5 tokens and answers of %6 on average%7, %8.</source>
        <translation>Обслуговувати %1 з піком %2, у середньому %3 за тиждень (%4); запити по %5 токенів і відповіді по %6 у середньому%7, %8.</translation>
    </message>
    <message>
        <source> with %1</source>
        <translation> з %1</translation>
    </message>
    <message>
        <source> and </source>
        <translation> і </translation>
    </message>
    <message>
        <source>%1 (%2, %3 parameters</source>
        <translation>%1 (%2, %3 параметрів</translation>
    </message>
    <message>
        <source>, %1 active per token</source>
        <translation>, %1 активних на токен</translation>
    </message>
    <message>
        <source>, context %1 tokens</source>
        <translation>, контекст %1 токенів</translation>
    </message>
    <message>
        <source>%1 time to first token ≤ %2</source>
        <translation>час до першого токена %1 ≤ %2</translation>
    </message>
    <message>
        <source>%1 time per output token ≤ %2</source>
        <translation>час на вихідний токен %1 ≤ %2</translation>
    </message>
    <message>
        <source>at least %1 in all</source>
        <translation>щонайменше %1 загалом</translation>
    </message>
    <message>
        <source>output tokens/s</source>
        <translation>вихідних токенів/с</translation>
    </message>
    <message>
        <source>met at the pessimistic end of the 90 % band</source>
        <translation>виконано на песимістичній межі 90-відсоткового інтервалу</translation>
    </message>
    <message>
        <source>at least %1 replicas</source>
        <translation>щонайменше %1 реплік</translation>
    </message>
    <message>
        <source>none</source>
        <translation>немає</translation>
    </message>
    <message>
        <source>peak %1 (sized for, + %2 growth headroom), mean %3 (costed at); prompts %4 / %5 tokens and outputs %6 / %7 tokens (mean / p95)</source>
        <translation>пік %1 (на нього розраховано, + %2 запасу на зростання), середнє %3 (на ньому оцінено витрати); запити %4 / %5 токенів і виходи %6 / %7 токенів (середнє / p95)</translation>
    </message>
    <message>
        <source>Demand note</source>
        <translation>Примітка щодо попиту</translation>
    </message>
    <message>
        <source>Service levels</source>
        <translation>Рівні обслуговування</translation>
    </message>
    <message>
        <source>%1: %2 tokens, sequence %3, global batch %4</source>
        <translation>%1: %2 токенів, послідовність %3, глобальний батч %4</translation>
    </message>
    <message>
        <source>finish within %1 h</source>
        <translation>завершити за %1 h</translation>
    </message>
    <message>
        <source>Growth</source>
        <translation>Зростання</translation>
    </message>
    <message>
        <source>sized with %1 headroom over the peak demand; demand grows %2 a year over the %3-month cost horizon</source>
        <translation>розраховано із запасом %1 понад піковий попит; попит зростає на %2 на рік упродовж %3-місячного горизонту планування витрат</translation>
    </message>
    <message>
        <source>Precisions</source>
        <translation>Точності</translation>
    </message>
    <message>
        <source> (emulated precisions allowed)</source>
        <translation> (емульовані точності дозволено)</translation>
    </message>
    <message>
        <source> (native only)</source>
        <translation> (лише нативні)</translation>
    </message>
    <message>
        <source>%1, with its own fitted efficiency and overheads; it may use %2 of each GPU's memory</source>
        <translation>%1, зі своєю підібраною ефективністю і накладними витратами; може використовувати %2 пам’яті кожного GPU</translation>
    </message>
    <message>
        <source>GPUs considered</source>
        <translation>Розглянуті GPU</translation>
    </message>
    <message>
        <source>%1 GPU types, at most %2 GPUs, %3 GPUs per node</source>
        <translation>%1 типів GPU, не більше %2 GPU, %3 GPU на вузол</translation>
    </message>
    <message>
        <source>Requirements</source>
        <translation>Вимоги</translation>
    </message>
    <message>
        <source>The scenario's description: %1</source>
        <translation>Опис сценарію: %1</translation>
    </message>
    <message>
        <source>%1 configurations (GPU × precision × layout) evaluated; %2 meet the service levels%4. The table lists the %3 cheapest, ranked by cost per million tokens at cloud on-demand prices%5; the first row is the recommendation.</source>
        <translation>Оцінено %1 конфігурацій (GPU × точність × розташування); %2 відповідають рівням обслуговування%4. Таблиця наводить %3 найдешевших, упорядкованих за вартістю мільйона токенів за хмарними цінами на вимогу%5; перший рядок — рекомендація.</translation>
    </message>
    <message>
        <source> (%1 of them not ranked: they need over %2 times the GPUs of the same GPU's cheapest layout)</source>
        <translation> (%1 з них без рангу: їм потрібно понад %2 раз більше GPU, ніж найдешевшому розташуванню того самого GPU)</translation>
    </message>
    <message>
        <source> (the fleet sized for the peak, running around the clock, at the mean load)</source>
        <translation> (флотилія, розрахована на пік, працює цілодобово, за середнього навантаження)</translation>
    </message>
    <message>
        <source>Latencies at the grown peak (headroom included), queueing in TTFT. Util.: share of capacity the peak uses. $/month: the fleet around the clock at on-demand prices; $/M tok: that cost over the output tokens served at the mean load. ~ after the precision: efficiency borrowed from another GPU family or precision (wider band).</source>
        <translation>Затримки на зрослому піку (із запасом), черга входить у TTFT. Завант.: частка потужності, яку використовує пік. $/міс.: флотилія цілодобово за цінами на вимогу; $/М ток.: ці витрати на вихідні токени, обслужені за середнього навантаження. ~ після точності: ефективність запозичено з іншої родини GPU або точності (ширший інтервал).</translation>
    </message>
    <message>
        <source>Run time and cost at on-demand prices; MFU: model FLOPs utilization.</source>
        <translation>Тривалість і вартість за цінами на вимогу; MFU: використання FLOP моделлю.</translation>
    </message>
    <message>
        <source>† GeForce card, included because the scenario sets allow_geforce: %1.</source>
        <translation>† Картка GeForce, включена, бо сценарій задає allow_geforce: %1.</translation>
    </message>
    <message>
        <source>Closest configuration</source>
        <translation>Найближча конфігурація</translation>
    </message>
    <message>
        <source>Why it does not qualify</source>
        <translation>Чому не підходить</translation>
    </message>
    <message>
        <source>GPUs that cannot meet the service levels</source>
        <translation>GPU, що не можуть забезпечити рівні обслуговування</translation>
    </message>
    <message>
        <source>Candidate comparison</source>
        <translation>Порівняння кандидатів</translation>
    </message>
    <message>
        <source>Memory and cost per token</source>
        <translation>Пам’ять і вартість на токен</translation>
    </message>
    <message>
        <source>Memory per GPU of the six best-ranked configurations. The recommendation uses %1 of the %2 the runtime can allocate (weights %3, KV cache %4).</source>
        <translation>Пам’ять на GPU шести конфігурацій із найвищим рангом. Рекомендація використовує %1 із %2, які може виділити середовище виконання (ваги %3, KV-кеш %4).</translation>
    </message>
    <message>
        <source>Scenario “%1”</source>
        <translation>Сценарій «%1»</translation>
    </message>
    <message>
        <source>run of %1 h (90 %: %2 – %3 h) against a deadline of %4 h (%5 margin)</source>
        <translation>тривалість %1 год (90 %: %2 – %3 год) при терміні %4 год (запас %5)</translation>
    </message>
    <message>
        <source>%1 TTFT %2 against ≤ %3 (%4 margin)</source>
        <translation>TTFT %1 %2 при ≤ %3 (запас %4)</translation>
    </message>
    <message>
        <source>%1 TPOT %2 against ≤ %3 (%4 margin)</source>
        <translation>TPOT %1 %2 при ≤ %3 (запас %4)</translation>
    </message>
    <message>
        <source>%1 against ≥ %2</source>
        <translation>%1 при ≥ %2</translation>
    </message>
    <message>
        <source>no latency target set</source>
        <translation>ціль затримки не задано</translation>
    </message>
    <message>
        <source>run time %1 – %2 h</source>
        <translation>тривалість %1 – %2 h</translation>
    </message>
    <message>
        <source>%1 TPOT %2 – %3, %1 TTFT %4 – %5</source>
        <translation>TPOT %1 %2 – %3, TTFT %1 %4 – %5</translation>
    </message>
    <message>
        <source> (the pessimistic end misses the target: validate with a benchmark before buying)</source>
        <translation> (песимістична межа не виконує ціль: перевірте бенчмарком перед купівлею)</translation>
    </message>
    <message>
        <source>Serve &lt;b&gt;%1&lt;/b&gt; on &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>Обслуговувати &lt;b&gt;%1&lt;/b&gt; на &lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Train &lt;b&gt;%1&lt;/b&gt; on &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>Навчати &lt;b&gt;%1&lt;/b&gt; на &lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>: %1 a month at cloud on-demand prices</source>
        <translation>: %1 на місяць за хмарними цінами на вимогу</translation>
    </message>
    <message>
        <source>: %1 for the run at cloud on-demand prices</source>
        <translation>: %1 за запуск за хмарними цінами на вимогу</translation>
    </message>
    <message>
        <source>; over %1 months the cheapest way to pay for it is &lt;b&gt;%2&lt;/b&gt;, %3 in total (%4 net present value)</source>
        <translation>; за %1 міс. найдешевший спосіб оплати — &lt;b&gt;%2&lt;/b&gt;, усього %3 (чиста приведена вартість %4)</translation>
    </message>
    <message>
        <source>Buying instead</source>
        <translation>Купівля натомість</translation>
    </message>
    <message>
        <source>no on-prem price: </source>
        <translation>немає ціни власної інфраструктури: </translation>
    </message>
    <message>
        <source>The recommendation's GPU has no purchase price; the best-ranked configuration with one is rank %1 (%2). </source>
        <translation>GPU рекомендації не має ціни придбання; конфігурація з найвищим рангом, що її має, — ранг %1 (%2). </translation>
    </message>
    <message>
        <source>%1: %2 over %3 months (NPV %4)</source>
        <translation>%1: %2 за %3 міс. (ЧПВ %4)</translation>
    </message>
    <message>
        <source>; %1: %2 (NPV %3)</source>
        <translation>; %1: %2 (ЧПВ %3)</translation>
    </message>
    <message>
        <source>; no hybrid: no on-prem base pays off (all-cloud on-demand is cheapest)</source>
        <translation>; без гібриду: жодна база власної інфраструктури не окуповується (повністю хмара на вимогу — найдешевше)</translation>
    </message>
    <message>
        <source>; on-prem breaks even with %1 in month %2</source>
        <translation>; власна інфраструктура досягає беззбитковості щодо %1 у місяці %2</translation>
    </message>
    <message>
        <source>; on-prem does not break even with %1 within %2 months</source>
        <translation>; власна інфраструктура не досягає беззбитковості щодо %1 протягом %2 міс.</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>Конфігурація</translation>
    </message>
    <message>
        <source>%1 (plan rank 1 of %2 that meet the service levels; %3 evaluated)</source>
        <translation>%1 (ранг 1 у плані з %2, що відповідають рівням обслуговування; оцінено %3)</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Ліцензія</translation>
    </message>
    <message>
        <source>%1 (GeForce included by the scenario's allow_geforce)</source>
        <translation>%1 (GeForce включено через allow_geforce сценарію)</translation>
    </message>
    <message>
        <source>%1 a month on demand (fleet sized for the grown peak, %2/GPU-hour)</source>
        <translation>%1 на місяць на вимогу (флотилія на зрослий пік, %2/GPU-год)</translation>
    </message>
    <message>
        <source>%1 for the run on demand (%2/GPU-hour)</source>
        <translation>%1 за запуск на вимогу (%2/GPU-год)</translation>
    </message>
    <message>
        <source>; %1 averages %2 a month over the horizon</source>
        <translation>; %1 у середньому коштує %2 на місяць за горизонт планування</translation>
    </message>
    <message>
        <source>Cost over %1 months</source>
        <translation>Вартість за %1 міс.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; with %2 (NPV %3 at %4 a year; 90 % band %5 – %6)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; з %2 (ЧПВ %3 при %4 на рік; 90-відсотковий інтервал %5 – %6)</translation>
    </message>
    <message>
        <source>Cost per million output tokens</source>
        <translation>Вартість мільйона вихідних токенів</translation>
    </message>
    <message>
        <source>Cost per run</source>
        <translation>Вартість запуску</translation>
    </message>
    <message>
        <source>%1 on demand, the planned fleet at the mean load; </source>
        <translation>%1 на вимогу, запланована флотилія за середнього навантаження; </translation>
    </message>
    <message>
        <source>%1 with %2 over the horizon</source>
        <translation>%1 з %2 за горизонт планування</translation>
    </message>
    <message>
        <source>Cost over the horizon</source>
        <translation>Вартість за горизонт планування</translation>
    </message>
    <message>
        <source>Service levels met</source>
        <translation>Рівні обслуговування виконано</translation>
    </message>
    <message>
        <source>. 90 % band: </source>
        <translation>. 90-відсотковий інтервал: </translation>
    </message>
    <message>
        <source>%1 of %2 usable</source>
        <translation>%1 з %2 доступних</translation>
    </message>
    <message>
        <source>Nothing meets the service levels within the limits (%1 configurations evaluated). Closest: %2</source>
        <translation>Ніщо не відповідає рівням обслуговування в заданих межах (оцінено %1 конфігурацій). Найближче: %2</translation>
    </message>
    <message>
        <source>Runner-up</source>
        <translation>Друге місце</translation>
    </message>
    <message>
        <source>%1 on %2: %3.</source>
        <translation>%1 на %2: %3.</translation>
    </message>
    <message>
        <source>no price in the catalog, so it cannot be ranked on cost</source>
        <translation>немає ціни в каталозі, тож її не можна ранжувати за вартістю</translation>
    </message>
    <message>
        <source>it costs %1 per million %2 tokens against %3 (%4 more)</source>
        <translation>вона коштує %1 за мільйон токенів (%2) проти %3 (на %4 більше)</translation>
    </message>
    <message>
        <source>output</source>
        <translation>вихідних</translation>
    </message>
    <message>
        <source>trained</source>
        <translation>навчених</translation>
    </message>
    <message>
        <source>, %1 a month against %2</source>
        <translation>, %1 на місяць проти %2</translation>
    </message>
    <message>
        <source>, though it needs fewer GPUs (%1 against %2)</source>
        <translation>, хоча їй потрібно менше GPU (%1 проти %2)</translation>
    </message>
    <message>
        <source>it costs the same per token but needs %1 against %2</source>
        <translation>вона коштує стільки ж за токен, але потребує %1 проти %2</translation>
    </message>
    <message>
        <source>same cost and GPU count, fewer output tokens/s per GPU (%1 against %2)</source>
        <translation>та сама вартість і кількість GPU, менше вихідних токенів/с на GPU (%1 проти %2)</translation>
    </message>
    <message>
        <source>GPU capacity plan</source>
        <translation>План потужностей GPU</translation>
    </message>
    <message>
        <source>Scenario </source>
        <translation>Сценарій </translation>
    </message>
    <message>
        <source>Scenarios </source>
        <translation>Сценарії </translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Автор</translation>
    </message>
    <message>
        <source>Prepared with</source>
        <translation>Підготовлено за допомогою</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>Каталог</translation>
    </message>
    <message>
        <source>bundled reference catalog</source>
        <translation>вбудований еталонний каталог</translation>
    </message>
    <message>
        <source>Every figure in this report is computed by the RightSizer engine from the scenario and the catalog named above; the same figures are printed by &lt;i&gt;rightsizer plan&lt;/i&gt; and &lt;i&gt;rightsizer tco&lt;/i&gt;. Section “Assumptions” gives the source and date of every catalog figure and price used, and section “Uncertainty and calibration” how far the estimates can be trusted.</source>
        <translation>Кожен показник цього звіту обчислено рушієм RightSizer зі сценарію та каталогу, названих вище; ті самі показники друкують &lt;i&gt;rightsizer plan&lt;/i&gt; і &lt;i&gt;rightsizer tco&lt;/i&gt;. Розділ «Припущення» наводить джерело й дату кожного використаного показника та ціни каталогу, а розділ «Невизначеність і калібрування» — наскільки можна довіряти оцінкам.</translation>
    </message>
    <message>
        <source>Executive summary</source>
        <translation>Короткий огляд</translation>
    </message>
    <message>
        <source>%1 × %2 in %3 (%4</source>
        <translation>%1 × %2 у %3 (%4</translation>
    </message>
    <message>
        <source>, %1 at batch %2)</source>
        <translation>, %1 при батчі %2)</translation>
    </message>
    <message>
        <source>, data parallel %1)</source>
        <translation>, паралелізм даних %1)</translation>
    </message>
    <message>
        <source>%1.</source>
        <comment>a sentence and its full stop</comment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>Purchases as demand grows: %1.</source>
        <translation>Закупівлі зі зростанням попиту: %1.</translation>
    </message>
    <message>
        <source>%1)</source>
        <comment>closes the parenthesis the model's facts opened</comment>
        <translation>%1)</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the clauses of a list</comment>
        <translation>; </translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n елемент</numerusform>
            <numerusform>%n елементи</numerusform>
            <numerusform>%n елементів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n configuration(s)</source>
        <translation>
            <numerusform>%n конфігурація</numerusform>
            <numerusform>%n конфігурації</numerusform>
            <numerusform>%n конфігурацій</numerusform>
        </translation>
    </message>
    <message>
        <source>Speculative</source>
        <translation>Спекулятивне</translation>
    </message>
    <message>
        <source>%1 tokens a step</source>
        <translation>%1 токенів за крок</translation>
    </message>
    <message>
        <source>%1, %2 proposals, each accepted at %3</source>
        <translation>%1, %2 пропозицій, кожна приймається з імовірністю %3</translation>
    </message>
    <message>
        <source>draft %1</source>
        <translation>чернетка %1</translation>
    </message>
    <message>
        <source>MTP/EAGLE head</source>
        <translation>голова MTP/EAGLE</translation>
    </message>
    <message>
        <source>Prefix cache</source>
        <translation>Кеш префікса</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 токенів</translation>
    </message>
    <message>
        <source>of each prompt skipped on average: %1 shared, found by %2</source>
        <translation>кожного промпту пропущено в середньому: %1 спільних, знайдено для %2</translation>
    </message>
    <message>
        <source>Technique</source>
        <translation>Техніка</translation>
    </message>
    <message>
        <source>Serving techniques the plan uses: speculative decoding (tokens a step) and prefix caching (prompt tokens skipped)</source>
        <translation>Техніки сервінгу, які використовує план: спекулятивне декодування (токенів за крок) і кешування префікса (пропущені токени промпту)</translation>
    </message>
    <message>
        <source>Disaggregated serving, against rank 1</source>
        <translation>Дезагрегований сервінг проти рангу 1</translation>
    </message>
    <message>
        <source>Serving techniques</source>
        <translation>Техніки сервінгу</translation>
    </message>
    <message>
        <source>Disaggregated serving</source>
        <translation>Дезагрегований сервінг</translation>
    </message>
    <message>
        <source>%1 × TP%2 on %3</source>
        <translation>%1 × TP%2 на %3</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <comment>speculative method, tokens a step</comment>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>MTP</source>
        <translation>MTP</translation>
    </message>
    <message>
        <source>draft</source>
        <translation>чернетка</translation>
    </message>
    <message>
        <source>prefix %1 tok</source>
        <translation>префікс %1 ток</translation>
    </message>
    <message>
        <source>speculative decoding with %1: %2 proposals a step, each accepted at %3, %4 tokens a step on average</source>
        <translation>спекулятивне декодування з %1: %2 пропозицій за крок, кожна приймається з імовірністю %3, у середньому %4 токена за крок</translation>
    </message>
    <message>
        <source>the draft %1</source>
        <translation>чернеткою %1</translation>
    </message>
    <message>
        <source>the model's MTP/EAGLE head</source>
        <translation>головою MTP/EAGLE моделі</translation>
    </message>
    <message>
        <source>prefix caching: %1 tokens of each prompt skipped on average (%2 shared, found by %3 of requests)</source>
        <translation>кешування префікса: у середньому пропущено %1 токенів кожного промпту (%2 спільних, знаходить %3 запитів)</translation>
    </message>
    <message>
        <source>served aggregated: prefill and decode share each replica's GPUs</source>
        <translation>агрегований сервінг: попереднє заповнення й декодування ділять GPU кожної репліки</translation>
    </message>
    <message>
        <source>disaggregated serving: nothing to compare (no split was sized)</source>
        <translation>дезагрегований сервінг: нічого порівнювати (жоден розподіл не розраховано)</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Висновок</translation>
    </message>
    <message>
        <source>no split</source>
        <translation>немає розподілу</translation>
    </message>
    <message>
        <source>disaggregated wins</source>
        <translation>виграє дезагрегований</translation>
    </message>
    <message>
        <source>aggregated wins</source>
        <translation>виграє агрегований</translation>
    </message>
    <message>
        <source>by %1</source>
        <translation>на %1</translation>
    </message>
    <message>
        <source>Prefill pool</source>
        <translation>Пул попереднього заповнення</translation>
    </message>
    <message>
        <source>%1 busy; a prompt alone takes %2</source>
        <translation>зайнятий на %1; один промпт займає %2</translation>
    </message>
    <message>
        <source>Decode pool</source>
        <translation>Пул декодування</translation>
    </message>
    <message>
        <source>%1 sequences per worker (at most %2)</source>
        <translation>%1 послідовностей на воркер (щонайбільше %2)</translation>
    </message>
    <message>
        <source>KV transfer</source>
        <translation>Передавання KV</translation>
    </message>
    <message>
        <source>%1 a request over the %2 link</source>
        <translation>%1 на запит через канал %2</translation>
    </message>
    <message>
        <source>mean %1, queueing for a prefill worker included</source>
        <translation>середнє %1, з очікуванням воркера попереднього заповнення</translation>
    </message>
    <message>
        <source>decode-only steps; 90 %: %1 – %2</source>
        <translation>кроки лише декодування; 90 %: %1 – %2</translation>
    </message>
    <message>
        <source>%1/hour</source>
        <translation>%1/год</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) in all</source>
        <translation>
            <numerusform>усього %n GPU</numerusform>
            <numerusform>усього %n GPU</numerusform>
            <numerusform>усього %n GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>No TCO for the disaggregated split: %1</source>
        <translation>Немає TCO для дезагрегованого розподілу: %1</translation>
    </message>
    <message>
        <source>The planner's disaggregated split (%1) costed pool by pool: each pool scales with the demand as its own fleet, with its own GPU's prices, servers and power; the options are the pools' sums.</source>
        <translation>Дезагрегований розподіл планувальника (%1), розрахований пул за пулом: кожен пул масштабується з попитом як окремий парк, із цінами, серверами й потужністю власного GPU; варіанти є сумами пулів.</translation>
    </message>
    <message>
        <source>%1/GPU-hour on demand (%2)</source>
        <translation>%1/GPU-год на вимогу (%2)</translation>
    </message>
    <message>
        <source>no on-demand price</source>
        <translation>немає ціни на вимогу</translation>
    </message>
    <message>
        <source>For the split: &lt;b&gt;%1&lt;/b&gt; (%2 net present value), %3 less than the recommended configuration's %4 (%5).</source>
        <translation>Для розподілу: &lt;b&gt;%1&lt;/b&gt; (ЧПВ %2), на %3 менше, ніж %4 рекомендованої конфігурації (%5).</translation>
    </message>
    <message>
        <source>For the split: &lt;b&gt;%1&lt;/b&gt; (%2 net present value), %3 more than the recommended configuration's %4 (%5).</source>
        <translation>Для розподілу: &lt;b&gt;%1&lt;/b&gt; (ЧПВ %2), на %3 більше, ніж %4 рекомендованої конфігурації (%5).</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n worker(s) at the plan (%2); %3</source>
        <translation>
            <numerusform>%1: %n воркер за планом (%2); %3</numerusform>
            <numerusform>%1: %n воркери за планом (%2); %3</numerusform>
            <numerusform>%1: %n воркерів за планом (%2); %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Cheapest per million tokens first; unpriced last, fewest GPU-hours per million tokens first</source>
        <translation>Спершу найдешевші за мільйон токенів; без ціни — в кінці, спершу з найменшою кількістю GPU-годин на мільйон токенів</translation>
    </message>
    <message>
        <source>Reference price: tier, region and basis</source>
        <translation>Еталонна ціна: рівень, регіон і підстава</translation>
    </message>
    <message>
        <source>The planner ranks each GPU by the median over providers of each provider's median current quote of the chosen tier, one vote per provider; a quote of your own (a price you added to the catalog) wins over the public ones, and a scenario's cost.gpu_hour_usd over both. Tier: %3; region: %5%4. A price is thin evidence when it rests on fewer than %1 providers, on marketplace offers only, or on quotes over %2 months old on the report's date: confirm such a price with a quote of your own. Quotes without a region count in every region; prices are in US dollars (USD).</source>
        <translation>Планувальник ранжує кожен GPU за медіаною по постачальниках від медіанної поточної цінової пропозиції кожного постачальника у вибраному рівні, один голос на постачальника; ваша власна пропозиція (ціна, яку ви додали до каталогу) має перевагу над публічними, а cost.gpu_hour_usd сценарію — над обома. Рівень: %3; регіон: %5%4. Ціна слабко підтверджена, якщо спирається на менш ніж %1 постачальників, лише на пропозиції маркетплейсів або на пропозиції, старші за %2 міс. на дату звіту: підтвердьте таку ціну власною пропозицією. Пропозиції без регіону враховуються в усіх регіонах; ціни в доларах США (USD).</translation>
    </message>
    <message>
        <source>no price counted for %1: none in this tier and region, or only marketplace offers (they count in the marketplace tier) or thin evidence you asked to leave out. Ranked after the priced ones, by GPU-hours per million tokens (%2). Type a price into the $/GPU-h cell (your own quote) or set cost.gpu_hour_usd.%1</source>
        <translation>для %1 не враховано жодної ціни: її немає в цьому рівні й регіоні, або є лише пропозиції маркетплейсів (вони враховуються в рівні маркетплейсів), або слабко підтверджені ціни, які ви попросили не враховувати. У рейтингу після GPU з цінами, за GPU-годинами на мільйон токенів (%2). Введіть ціну в клітинку $/GPU-год (власна пропозиція) або задайте cost.gpu_hour_usd.%1</translation>
    </message>
    <message>
        <source>matmuls %1</source>
        <translation>множення матриць %1</translation>
    </message>
    <message>
        <source>Matmuls</source>
        <translation>Множення матриць</translation>
    </message>
    <message>
        <source>Non-matmul work</source>
        <translation>Робота поза множенням матриць</translation>
    </message>
    <message>
        <source>norms, activations, residuals</source>
        <translation>нормалізації, активації, залишкові з'єднання</translation>
    </message>
    <message>
        <source>TP all-reduces</source>
        <translation>all-reduce TP</translation>
    </message>
    <message>
        <source>of one GPU's step</source>
        <translation>у кроці одного GPU</translation>
    </message>
    <message>
        <source>EP all-to-alls</source>
        <translation>all-to-all EP</translation>
    </message>
    <message>
        <source>%1 of the step</source>
        <translation>%1 кроку</translation>
    </message>
</context>
<context>
    <name>ReportDialog</name>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>A4 (210 × 297 mm)</source>
        <translation>A4 (210 × 297 мм)</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Letter</translation>
    </message>
    <message>
        <source>Letter (8.5 × 11 in)</source>
        <translation>Letter (8,5 × 11 дюйм.)</translation>
    </message>
    <message>
        <source>1 page</source>
        <translation>1 сторінка</translation>
    </message>
    <message>
        <source>%1 pages</source>
        <translation>%1 сторінок</translation>
    </message>
</context>
<context>
    <name>ReportGlossary</name>
    <message>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <source>Time to first token: from a request's arrival to its first output token, queueing included.</source>
        <translation>Час до першого токена: від надходження запиту до його першого вихідного токена, включно з очікуванням у черзі.</translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <source>Time per output token: the time between output tokens once generation runs.</source>
        <translation>Час на вихідний токен: час між вихідними токенами після початку генерації.</translation>
    </message>
    <message>
        <source>p50, p95, p99</source>
        <translation>p50, p95, p99</translation>
    </message>
    <message>
        <source>Percentile: the value 50, 95 or 99 % of requests do not exceed.</source>
        <translation>Процентиль: значення, яке не перевищують 50, 95 або 99 % запитів.</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Точність</translation>
    </message>
    <message>
        <source>Number format of the weights (bf16, fp8, int4, ...); ~ marks efficiency factors borrowed from another GPU family or precision.</source>
        <translation>Числовий формат ваг (bf16, fp8, int4, ...); ~ позначає коефіцієнти ефективності, запозичені з іншої родини GPU або точності.</translation>
    </message>
    <message>
        <source>TP, PP, DP</source>
        <translation>TP, PP, DP</translation>
    </message>
    <message>
        <source>Tensor, pipeline and data parallelism: a model split across GPUs within a layer, across layers, or replicated.</source>
        <translation>Тензорний, конвеєрний паралелізм і паралелізм даних: модель, розділена між GPU всередині шару, між шарами або реплікована.</translation>
    </message>
    <message>
        <source>Replica</source>
        <translation>Репліка</translation>
    </message>
    <message>
        <source>One copy of the model on TP × PP GPUs; serving adds replicas for throughput.</source>
        <translation>Одна копія моделі на TP × PP GPU; для пропускної здатності обслуговування додає репліки.</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>Батч</translation>
    </message>
    <message>
        <source>Requests one replica decodes together.</source>
        <translation>Запити, які одна репліка декодує разом.</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV-кеш</translation>
    </message>
    <message>
        <source>Keys and values of the tokens seen so far, kept in GPU memory per request.</source>
        <translation>Ключі та значення вже оброблених токенів, що зберігаються в пам’яті GPU для кожного запиту.</translation>
    </message>
    <message>
        <source>Usable memory</source>
        <translation>Доступна пам’ять</translation>
    </message>
    <message>
        <source>What the runtime can allocate on a GPU (below the datasheet figure).</source>
        <translation>Те, що середовище виконання може виділити на GPU (менше за значення з технічного опису).</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>Запас</translation>
    </message>
    <message>
        <source>Extra capacity over today's peak demand, for growth and bursts.</source>
        <translation>Додаткова потужність понад сьогоднішній піковий попит — на зростання і сплески.</translation>
    </message>
    <message>
        <source>Utilization</source>
        <translation>Завантаження</translation>
    </message>
    <message>
        <source>Share of the capacity paid for that the demand uses.</source>
        <translation>Частка оплаченої потужності, яку використовує попит.</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Model FLOPs utilization: useful training FLOPs over the GPUs' dense peak.</source>
        <translation>Використання FLOP моделлю: корисні FLOP навчання відносно пікової щільної продуктивності GPU.</translation>
    </message>
    <message>
        <source>$/M tokens</source>
        <translation>$/М токенів</translation>
    </message>
    <message>
        <source>US dollars per million output tokens served (or tokens trained).</source>
        <translation>Долари США за мільйон обслужених вихідних токенів (або навчених токенів).</translation>
    </message>
    <message>
        <source>On-demand, reserved, spot</source>
        <translation>На вимогу, зарезервований, spot</translation>
    </message>
    <message>
        <source>Cloud prices: pay by the hour; commit for 1 or 3 years at a discount; spare capacity that can be reclaimed.</source>
        <translation>Хмарні ціни: погодинна оплата; зобов’язання на 1 або 3 роки зі знижкою; вільні потужності, які можуть забрати.</translation>
    </message>
    <message>
        <source>On-prem, hybrid</source>
        <translation>Власна інфраструктура, гібрид</translation>
    </message>
    <message>
        <source>Buy servers; or buy a base fleet and burst to on-demand cloud.</source>
        <translation>Купити сервери; або купити базову флотилію і виходити в хмару на вимогу при сплесках.</translation>
    </message>
    <message>
        <source>TCO</source>
        <translation>TCO</translation>
    </message>
    <message>
        <source>Total cost of ownership: every cash cost of an option over the horizon.</source>
        <translation>Сукупна вартість володіння: усі грошові витрати варіанта за горизонт планування.</translation>
    </message>
    <message>
        <source>NPV</source>
        <translation>ЧПВ</translation>
    </message>
    <message>
        <source>Net present value: the costs discounted to today at the discount rate.</source>
        <translation>Чиста приведена вартість: витрати, дисконтовані до сьогодні за ставкою дисконтування.</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>Точка беззбитковості</translation>
    </message>
    <message>
        <source>The first month from which an option's cumulative cost stays at or below another's.</source>
        <translation>Перший місяць, з якого накопичені витрати одного варіанта залишаються не більшими, ніж іншого.</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Power usage effectiveness: facility power over IT power.</source>
        <translation>Ефективність використання енергії: потужність об’єкта відносно ІТ-потужності.</translation>
    </message>
    <message>
        <source>90 % band</source>
        <translation>90-відсотковий інтервал</translation>
    </message>
    <message>
        <source>The range that holds the true value with 90 % probability, from the spread of the calibration measurements.</source>
        <translation>Діапазон, що містить справжнє значення з імовірністю 90 %, за розкидом вимірювань калібрування.</translation>
    </message>
    <message>
        <source>SLA</source>
        <translation>SLA</translation>
    </message>
    <message>
        <source>Service level agreement: the latency and throughput targets the plan must meet.</source>
        <translation>Угода про рівень обслуговування: цілі затримки й пропускної здатності, які має виконати план.</translation>
    </message>
</context>
<context>
    <name>RevisionSummary</name>
    <message>
        <source>saved</source>
        <translation>збережено</translation>
    </message>
    <message>
        <source>; … and 1 more edit</source>
        <translation>; … і ще 1 зміна</translation>
    </message>
    <message>
        <source>; … and %1 more edits</source>
        <translation>; … і ще %1 змін</translation>
    </message>
</context>
<context>
    <name>TcoWords</name>
    <message>
        <source>on-demand</source>
        <translation>на вимогу</translation>
    </message>
    <message>
        <source>reserved-1y</source>
        <translation>резерв 1 рік</translation>
    </message>
    <message>
        <source>reserved-3y</source>
        <translation>резерв 3 роки</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>spot</translation>
    </message>
    <message>
        <source>on-prem</source>
        <translation>власна інфраструктура</translation>
    </message>
    <message>
        <source>hybrid</source>
        <translation>гібрид</translation>
    </message>
    <message>
        <source>Discount rate</source>
        <translation>Ставка дисконтування</translation>
    </message>
    <message>
        <source>%/year</source>
        <translation>%/рік</translation>
    </message>
    <message>
        <source>Demand growth</source>
        <translation>Зростання попиту</translation>
    </message>
    <message>
        <source>Demand level</source>
        <translation>Рівень попиту</translation>
    </message>
    <message>
        <source>x profile</source>
        <translation>x профіль</translation>
    </message>
    <message>
        <source>Fleet headroom</source>
        <translation>Запас парку</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>On-demand price</source>
        <translation>Ціна на вимогу</translation>
    </message>
    <message>
        <source>USD/GPU-h</source>
        <translation>USD/GPU-h</translation>
    </message>
    <message>
        <source>Reserved 1-year price</source>
        <translation>Ціна резерву на 1 рік</translation>
    </message>
    <message>
        <source>Reserved 3-year price</source>
        <translation>Ціна резерву на 3 роки</translation>
    </message>
    <message>
        <source>Spot price</source>
        <translation>Ціна spot</translation>
    </message>
    <message>
        <source>Minimum replicas</source>
        <translation>Мінімум реплік</translation>
    </message>
    <message>
        <source>replicas</source>
        <translation>реплік</translation>
    </message>
    <message>
        <source>Scale-up delay</source>
        <translation>Затримка масштабування</translation>
    </message>
    <message>
        <source>min</source>
        <translation>min</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>GPU на вузол</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Server price</source>
        <translation>Ціна сервера</translation>
    </message>
    <message>
        <source>USD/node</source>
        <translation>USD/вузол</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Мережа</translation>
    </message>
    <message>
        <source>Installation</source>
        <translation>Встановлення</translation>
    </message>
    <message>
        <source>Depreciation period</source>
        <translation>Період амортизації</translation>
    </message>
    <message>
        <source>years</source>
        <translation>років</translation>
    </message>
    <message>
        <source>Financing rate</source>
        <translation>Ставка фінансування</translation>
    </message>
    <message>
        <source>Residual value</source>
        <translation>Залишкова вартість</translation>
    </message>
    <message>
        <source>% of price</source>
        <translation>% ціни</translation>
    </message>
    <message>
        <source>GPU TDP</source>
        <translation>TDP GPU</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>GPU average load</source>
        <translation>Середнє навантаження GPU</translation>
    </message>
    <message>
        <source>% of TDP</source>
        <translation>% TDP</translation>
    </message>
    <message>
        <source>Host power</source>
        <translation>Потужність хоста</translation>
    </message>
    <message>
        <source>W/node</source>
        <translation>W/вузол</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>ratio</source>
        <translation>коефіцієнт</translation>
    </message>
    <message>
        <source>Electricity</source>
        <translation>Електроенергія</translation>
    </message>
    <message>
        <source>USD/kWh</source>
        <translation>USD/kWh</translation>
    </message>
    <message>
        <source>Space (colocation)</source>
        <translation>Приміщення (колокація)</translation>
    </message>
    <message>
        <source>USD/kW-month</source>
        <translation>USD/kW-міс.</translation>
    </message>
    <message>
        <source>Support</source>
        <translation>Підтримка</translation>
    </message>
    <message>
        <source>% of capital/year</source>
        <translation>% капіталу/рік</translation>
    </message>
    <message>
        <source>Staff share</source>
        <translation>Частка персоналу</translation>
    </message>
    <message>
        <source>FTE/node</source>
        <translation>FTE/вузол</translation>
    </message>
    <message>
        <source>Staff cost</source>
        <translation>Вартість персоналу</translation>
    </message>
    <message>
        <source>USD/FTE-year</source>
        <translation>USD/FTE-рік</translation>
    </message>
    <message>
        <source>Training runs</source>
        <translation>Навчальні запуски</translation>
    </message>
    <message>
        <source>runs/month</source>
        <translation>запусків/міс.</translation>
    </message>
    <message>
        <source>replica</source>
        <translation>репліка</translation>
    </message>
    <message>
        <source>year</source>
        <translation>рік</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>run/month</source>
        <translation>запуск/міс.</translation>
    </message>
    <message>
        <source>default</source>
        <translation>типово</translation>
    </message>
    <message>
        <source>assumption: a typical corporate cost of capital</source>
        <translation>припущення: типова вартість капіталу компанії</translation>
    </message>
    <message>
        <source>default: no growth</source>
        <translation>типово: без зростання</translation>
    </message>
    <message>
        <source>the demand profile as given</source>
        <translation>профіль попиту як є</translation>
    </message>
    <message>
        <source>default: one replica stays up</source>
        <translation>типово: одна репліка працює завжди</translation>
    </message>
    <message>
        <source>assumption: instance start and model load</source>
        <translation>припущення: запуск інстансу та завантаження моделі</translation>
    </message>
    <message>
        <source>assumption: racking, cabling, burn-in</source>
        <translation>припущення: монтаж у стійку, кабелі, обкатка</translation>
    </message>
    <message>
        <source>assumption: a common accounting life for servers</source>
        <translation>припущення: типовий строк амортизації серверів</translation>
    </message>
    <message>
        <source>default: paid in cash at purchase</source>
        <translation>типово: оплата готівкою при купівлі</translation>
    </message>
    <message>
        <source>assumption: resale value after the depreciation period</source>
        <translation>припущення: вартість перепродажу після періоду амортизації</translation>
    </message>
    <message>
        <source>assumption: serving GPUs seldom draw their full TDP</source>
        <translation>припущення: GPU для обслуговування рідко споживають повний TDP</translation>
    </message>
    <message>
        <source>assumption: hardware support contract</source>
        <translation>припущення: контракт на апаратну підтримку</translation>
    </message>
    <message>
        <source>assumption: one operator per 20 nodes</source>
        <translation>припущення: один оператор на 20 вузлів</translation>
    </message>
    <message>
        <source>assumption: loaded cost of an operations engineer</source>
        <translation>припущення: повна вартість інженера з експлуатації</translation>
    </message>
    <message>
        <source>default: one run a month</source>
        <translation>типово: один запуск на місяць</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>сценарій</translation>
    </message>
    <message>
        <source>default: follow the demand</source>
        <translation>типово: за попитом</translation>
    </message>
    <message>
        <source>none: no TCO for this scenario</source>
        <translation>немає: для цього сценарію немає TCO</translation>
    </message>
    <message>
        <source>limits.headroom_percent (default 20 %)</source>
        <translation>limits.headroom_percent (типово 20 %)</translation>
    </message>
    <message>
        <source>PRC-0119 calculator default 1.3 (industry averages 1.56-1.58, PRC-0113/0114)</source>
        <translation>PRC-0119 типове значення калькулятора 1,3 (середні по галузі 1,56-1,58, PRC-0113/0114)</translation>
    </message>
    <message>
        <source>PRC-0118: US industrial electricity assumption</source>
        <translation>PRC-0118: припущення щодо промислової електроенергії в США</translation>
    </message>
    <message>
        <source>PRC-0121: colocation $150-250/kW-month, midpoint</source>
        <translation>PRC-0121: колокація $150-250/кВт-міс., середина діапазону</translation>
    </message>
    <message>
        <source>limits.gpus_per_node</source>
        <translation>limits.gpus_per_node</translation>
    </message>
    <message>
        <source>scenario limits.headroom_percent</source>
        <translation>сценарій limits.headroom_percent</translation>
    </message>
    <message>
        <source>scenario limits.gpus_per_node</source>
        <translation>сценарій limits.gpus_per_node</translation>
    </message>
</context>
<context>
    <name>TelemetryStatsModel</name>
    <message>
        <source>GPU utilization, mean</source>
        <translation>Завантаження GPU, середнє</translation>
    </message>
    <message>
        <source>Share of time a kernel ran (nvidia-smi utilization.gpu, DCGM GPU_UTIL), averaged over every sample of every GPU</source>
        <translation>Частка часу, коли виконувалося ядро (nvidia-smi utilization.gpu, DCGM GPU_UTIL), усереднена за всіма вимірюваннями всіх GPU</translation>
    </message>
    <message>
        <source>GPU utilization, median (p50)</source>
        <translation>Завантаження GPU, медіана (p50)</translation>
    </message>
    <message>
        <source>Half the samples were at or below this</source>
        <translation>Половина вимірювань була на цьому рівні або нижче</translation>
    </message>
    <message>
        <source>GPU utilization, p95</source>
        <translation>Завантаження GPU, p95</translation>
    </message>
    <message>
        <source>95 % of the samples were at or below this: the busy hour the candidates are sized for</source>
        <translation>95 % вимірювань були на цьому рівні або нижче: година пік, на яку розраховано кандидатів</translation>
    </message>
    <message>
        <source>Memory used, peak per GPU</source>
        <translation>Використана пам’ять, пік на GPU</translation>
    </message>
    <message>
        <source>Largest frame buffer in use on any GPU (vLLM and TensorRT-LLM reserve their KV-cache pool up front, so this is what the runtime took, not what the model needed)</source>
        <translation>Найбільший використаний кадровий буфер на будь-якому GPU (vLLM і TensorRT-LLM резервують пул KV-кешу наперед, тож це те, що взяв рушій, а не те, що потрібно моделі)</translation>
    </message>
    <message>
        <source>Memory used, mean per GPU</source>
        <translation>Використана пам’ять, середнє на GPU</translation>
    </message>
    <message>
        <source>Frame buffer in use, averaged over the samples</source>
        <translation>Використаний кадровий буфер, усереднений за вимірюваннями</translation>
    </message>
    <message>
        <source>Memory used, p99 per GPU</source>
        <translation>Використана пам’ять, p99 на GPU</translation>
    </message>
    <message>
        <source>99 % of the samples used at most this</source>
        <translation>99 % вимірювань використовували не більше цього</translation>
    </message>
    <message>
        <source>SM occupancy, mean</source>
        <translation>Зайнятість SM, середнє</translation>
    </message>
    <message>
        <source>DCGM_FI_PROF_SM_OCCUPANCY: resident warps over the maximum (DCGM profiling metrics only)</source>
        <translation>DCGM_FI_PROF_SM_OCCUPANCY: резидентні warp-и відносно максимуму (лише метрики профілювання DCGM)</translation>
    </message>
    <message>
        <source>Tensor cores active, mean</source>
        <translation>Активність тензорних ядер, середнє</translation>
    </message>
    <message>
        <source>DCGM_FI_PROF_PIPE_TENSOR_ACTIVE: share of cycles the tensor pipes were busy (DCGM profiling metrics only)</source>
        <translation>DCGM_FI_PROF_PIPE_TENSOR_ACTIVE: частка тактів, коли тензорні конвеєри були зайняті (лише метрики профілювання DCGM)</translation>
    </message>
    <message>
        <source>DRAM active, mean</source>
        <translation>Активність DRAM, середнє</translation>
    </message>
    <message>
        <source>DCGM_FI_PROF_DRAM_ACTIVE: share of cycles device memory was busy (DCGM profiling metrics only)</source>
        <translation>DCGM_FI_PROF_DRAM_ACTIVE: частка тактів, коли пам’ять пристрою була зайнята (лише метрики профілювання DCGM)</translation>
    </message>
    <message>
        <source>Power, mean per GPU</source>
        <translation>Потужність, середнє на GPU</translation>
    </message>
    <message>
        <source>Board power draw averaged over the samples</source>
        <translation>Споживання плати, усереднене за вимірюваннями</translation>
    </message>
    <message>
        <source>Power, p95 per GPU</source>
        <translation>Потужність, p95 на GPU</translation>
    </message>
    <message>
        <source>95 % of the samples drew at most this</source>
        <translation>95 % вимірювань споживали не більше цього</translation>
    </message>
    <message>
        <source>Idle time</source>
        <translation>Час простою</translation>
    </message>
    <message>
        <source>Share of the observed GPU-time spent in stretches of at least 5 minutes below 5 % utilization: capacity that could have been released</source>
        <translation>Частка спостережуваного GPU-часу в проміжках щонайменше 5 хвилин із завантаженням нижче 5 %: потужність, яку можна було звільнити</translation>
    </message>
</context>
<context>
    <name>WeekAxis</name>
    <message>
        <source>Mon</source>
        <translation>пн</translation>
    </message>
    <message>
        <source>Tue</source>
        <translation>вт</translation>
    </message>
    <message>
        <source>Wed</source>
        <translation>ср</translation>
    </message>
    <message>
        <source>Thu</source>
        <translation>чт</translation>
    </message>
    <message>
        <source>Fri</source>
        <translation>пт</translation>
    </message>
    <message>
        <source>Sat</source>
        <translation>сб</translation>
    </message>
    <message>
        <source>Sun</source>
        <translation>нд</translation>
    </message>
    <message>
        <source>hour of the week</source>
        <translation>година тижня</translation>
    </message>
</context>
<context>
    <name>rightsizer::app::FileActions</name>
    <message>
        <source>&amp;New Project</source>
        <translation>&amp;Новий проєкт</translation>
    </message>
    <message>
        <source>Start a new project from the bundled example scenario</source>
        <translation>Почати новий проєкт із вбудованого прикладу сценарію</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Відкрити…</translation>
    </message>
    <message>
        <source>Open a project (.rsplan) or a scenario (.json)</source>
        <translation>Відкрити проєкт (.rsplan) або сценарій (.json)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Нещодавні</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Зберегти</translation>
    </message>
    <message>
        <source>Save the project</source>
        <translation>Зберегти проєкт</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Зберегти &amp;як…</translation>
    </message>
    <message>
        <source>Save the project under a new name</source>
        <translation>Зберегти проєкт під новою назвою</translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation>По&amp;вернути збережене</translation>
    </message>
    <message>
        <source>Drop unsaved changes and reload the file</source>
        <translation>Відкинути незбережені зміни й перезавантажити файл</translation>
    </message>
    <message>
        <source>&amp;Import Scenario JSON…</source>
        <translation>&amp;Імпортувати сценарій JSON…</translation>
    </message>
    <message>
        <source>Replace the scenario by one from a JSON file (undoable)</source>
        <translation>Замінити сценарій сценарієм із файлу JSON (можна скасувати)</translation>
    </message>
    <message>
        <source>&amp;Export Scenario JSON…</source>
        <translation>&amp;Експортувати сценарій JSON…</translation>
    </message>
    <message>
        <source>Write the scenario as JSON for sharing or review</source>
        <translation>Записати сценарій у JSON для обміну чи рецензування</translation>
    </message>
    <message>
        <source>Export Re&amp;port…</source>
        <translation>Експортувати з&amp;віт…</translation>
    </message>
    <message>
        <source>Preview the procurement report of the project's scenarios and save it as PDF</source>
        <translation>Переглянути звіт для закупівель за сценаріями проєкту та зберегти його як PDF</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Ви&amp;йти</translation>
    </message>
    <message>
        <source>Close RightSizer</source>
        <translation>Закрити RightSizer</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Незбережені зміни</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them before closing it?</source>
        <translation>%1 має незбережені зміни. Зберегти їх перед закриттям?</translation>
    </message>
    <message>
        <source>New project from the bundled example</source>
        <translation>Новий проєкт із вбудованого прикладу</translation>
    </message>
    <message>
        <source>Open project or scenario</source>
        <translation>Відкрити проєкт або сценарій</translation>
    </message>
    <message>
        <source>Projects and scenarios (*.rsplan *.json);;</source>
        <translation>Проєкти та сценарії (*.rsplan *.json);;</translation>
    </message>
    <message>
        <source>Cannot open %1</source>
        <translation>Не вдалося відкрити %1</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Відкрито %1</translation>
    </message>
    <message>
        <source>Save project</source>
        <translation>Зберегти проєкт</translation>
    </message>
    <message>
        <source>Cannot save %1</source>
        <translation>Не вдалося зберегти %1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Збережено %1</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>Повернути збережене</translation>
    </message>
    <message>
        <source>Drop every unsaved change and reload %1?</source>
        <translation>Відкинути всі незбережені зміни й перезавантажити %1?</translation>
    </message>
    <message>
        <source>Cannot revert</source>
        <translation>Не вдалося повернути збережене</translation>
    </message>
    <message>
        <source>Reverted to the saved %1</source>
        <translation>Повернено збережений %1</translation>
    </message>
    <message>
        <source>Import scenario JSON</source>
        <translation>Імпорт сценарію JSON</translation>
    </message>
    <message>
        <source>Cannot import %1</source>
        <translation>Не вдалося імпортувати %1</translation>
    </message>
    <message>
        <source>Imported %1 (Undo puts the previous scenario back)</source>
        <translation>Імпортовано %1 («Скасувати» повертає попередній сценарій)</translation>
    </message>
    <message>
        <source>Export scenario JSON</source>
        <translation>Експорт сценарію JSON</translation>
    </message>
    <message>
        <source>Cannot export %1</source>
        <translation>Не вдалося експортувати %1</translation>
    </message>
    <message>
        <source>Exported the scenario to %1</source>
        <translation>Сценарій експортовано до %1</translation>
    </message>
    <message>
        <source>Wrote the report to %1 (%2 pages)</source>
        <translation>Звіт записано до %1 (сторінок: %2)</translation>
    </message>
    <message>
        <source>Each save records a revision of the changed scenarios with who made it. Your name for them (asked once; Edit → Revision Author… changes it):</source>
        <translation>Кожне збереження записує ревізію змінених сценаріїв разом з автором. Ваше ім’я для них (запитується один раз; змінити: Редагування → Автор ревізій…):</translation>
    </message>
    <message>
        <source>Not saved: the revisions need an author</source>
        <translation>Не збережено: ревізіям потрібен автор</translation>
    </message>
    <message>
        <source>The name recorded with the revisions you save from now on:</source>
        <translation>Ім’я, яке записуватиметься з ревізіями, що ви збережете відтепер:</translation>
    </message>
    <message>
        <source>Revisions will be recorded as by %1</source>
        <translation>Ревізії записуватимуться від імені %1</translation>
    </message>
    <message>
        <source>Revision Author</source>
        <translation>Автор ревізій</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Автор</translation>
    </message>
</context>
<context>
    <name>rightsizer::app::MainWindow</name>
    <message>
        <source>Calibration changed: evaluating again</source>
        <translation>Калібрування змінено: повторне оцінювання</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Сценарій</translation>
    </message>
    <message>
        <source>Selected configuration</source>
        <translation>Вибрана конфігурація</translation>
    </message>
    <message>
        <source>Candidates &amp;&amp; &amp;what-if</source>
        <translation>Кандидати &amp;&amp; аналіз «що, &amp;якщо»</translation>
    </message>
    <message>
        <source>&amp;Cost (TCO)</source>
        <translation>&amp;Вартість (TCO)</translation>
    </message>
    <message>
        <source>&amp;Demand &amp;&amp; autoscaling</source>
        <translation>&amp;Попит &amp;&amp; автомасштабування</translation>
    </message>
    <message>
        <source>C&amp;ompare scenarios</source>
        <translation>П&amp;орівняння сценаріїв</translation>
    </message>
    <message>
        <source>&amp;Measured</source>
        <translation>&amp;Виміряне</translation>
    </message>
    <message>
        <source>Every configuration ranked, and latency, memory, cost per token and roofline of the grid; the selected row is the one costed</source>
        <translation>Усі конфігурації за рейтингом, а також затримка, пам’ять, вартість на токен і roofline сітки; вибраний рядок — той, для якого рахується вартість</translation>
    </message>
    <message>
        <source>Cloud against on-prem over the horizon for the selected configuration, with its inputs and the sensitivity</source>
        <translation>Хмара проти власної інфраструктури на горизонті планування для вибраної конфігурації, з її вхідними даними та чутливістю</translation>
    </message>
    <message>
        <source>The weekly demand profile, autoscaled replicas against a fixed fleet, utilization and the hours at SLA risk</source>
        <translation>Тижневий профіль попиту, автомасштабовані репліки проти фіксованого парку, завантаження та години з ризиком порушення SLA</translation>
    </message>
    <message>
        <source>Scenarios and saved revisions side by side</source>
        <translation>Сценарії та збережені ревізії поруч</translation>
    </message>
    <message>
        <source>What a running deployment's GPU telemetry says, and the project's calibration on your own benchmark runs</source>
        <translation>Що показує GPU-телеметрія робочого розгортання, і калібрування проєкту на ваших власних бенчмарках</translation>
    </message>
    <message>
        <source>The edited catalog cannot be used: %1</source>
        <translation>Змінений каталог не можна використати: %1</translation>
    </message>
    <message>
        <source>Catalog changed: evaluating again with your edits</source>
        <translation>Каталог змінено: повторне оцінювання з вашими змінами</translation>
    </message>
    <message>
        <source>Evaluating… %p%</source>
        <translation>Оцінювання… %p%</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <source>Stop the evaluation under way (Esc); the last results stay shown</source>
        <translation>Зупинити поточне оцінювання (Esc); останні результати залишаться на екрані</translation>
    </message>
    <message>
        <source> (%1 not ranked: over %2× the GPUs of their GPU's cheapest layout)</source>
        <translation> (%1 без рейтингу: понад %2× GPU найдешевшого розташування їхнього GPU)</translation>
    </message>
    <message>
        <source>Cannot evaluate (%1): %2</source>
        <translation>Неможливо оцінити (%1): %2</translation>
    </message>
    <message>
        <source>%1 · %2[*] — RightSizer</source>
        <translation>%1 · %2[*] — RightSizer</translation>
    </message>
    <message>
        <source>Recover unsaved changes?</source>
        <translation>Відновити незбережені зміни?</translation>
    </message>
    <message>
        <source>RightSizer did not close cleanly last time. A recovery copy of %1 from %2 holds changes that were not saved.

Recover them? (Discard deletes the copy.)</source>
        <translation>Минулого разу RightSizer закрився некоректно. Резервна копія %1 від %2 містить незбережені зміни.

Відновити їх? («Відкинути» видаляє копію.)</translation>
    </message>
    <message>
        <source>Recovery failed</source>
        <translation>Не вдалося відновити</translation>
    </message>
    <message>
        <source>Recovered unsaved changes; save to keep them</source>
        <translation>Незбережені зміни відновлено; збережіть, щоб їх не втратити</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Редагування</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Скасувати</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторити</translation>
    </message>
    <message>
        <source>Revision &amp;Author…</source>
        <translation>&amp;Автор ревізій…</translation>
    </message>
    <message>
        <source>The name recorded with each revision you save</source>
        <translation>Ім’я, що записується з кожною збереженою ревізією</translation>
    </message>
    <message>
        <source>&amp;Scenario</source>
        <translation>&amp;Сценарій</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;відкрито&gt;</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Історія</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вигляд</translation>
    </message>
    <message>
        <source>&amp;Recompute</source>
        <translation>Пере&amp;рахувати</translation>
    </message>
    <message>
        <source>Evaluate the scenario again (it re-evaluates by itself on every edit)</source>
        <translation>Оцінити сценарій знову (він і так переоцінюється після кожної зміни)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Тема</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;Системна</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>С&amp;вітла</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Темна</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Довідка</translation>
    </message>
    <message>
        <source>&amp;User guide</source>
        <translation>&amp;Посібник користувача</translation>
    </message>
    <message>
        <source>&amp;About RightSizer</source>
        <translation>&amp;Про RightSizer</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Про &amp;Qt</translation>
    </message>
    <message>
        <source>Candidates &amp;&amp; What-if</source>
        <translation>Кандидати й аналіз «що, якщо»</translation>
    </message>
    <message>
        <source>Cost (TCO)</source>
        <translation>Вартість (TCO)</translation>
    </message>
    <message>
        <source>Demand &amp;&amp; Autoscaling</source>
        <translation>Попит і автомасштабування</translation>
    </message>
    <message>
        <source>Compare Scenarios</source>
        <translation>Порівняння сценаріїв</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Виміряне</translation>
    </message>
    <message>
        <source>Telemetry of a running deployment and the project's calibration on your benchmark runs</source>
        <translation>Телеметрія робочого розгортання та калібрування проєкту на ваших бенчмарках</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Інструменти</translation>
    </message>
    <message>
        <source>&amp;Catalog…</source>
        <translation>&amp;Каталог…</translation>
    </message>
    <message>
        <source>Browse and edit the GPUs, models and prices the planner uses</source>
        <translation>Переглянути й редагувати GPU, моделі та ціни, якими користується планувальник</translation>
    </message>
    <message>
        <source>About RightSizer</source>
        <translation>Про RightSizer</translation>
    </message>
    <message>
        <source>&lt;h3&gt;RightSizer %1&lt;/h3&gt;&lt;p&gt;Capacity planner for AI workloads: memory, latency, throughput, GPU count and cost for every candidate GPU, precision and layout, calibrated on published measurements, with a 90 % band on every prediction.&lt;/p&gt;&lt;p&gt;GPL-3.0-or-later. Built with Qt %2, Qt Charts, Eigen and SQLite.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;RightSizer %1&lt;/h3&gt;&lt;p&gt;Планувальник потужностей для ШІ-навантажень: пам’ять, затримка, пропускна здатність, кількість GPU і вартість для кожного GPU-кандидата, точності та розташування, відкалібрований на опублікованих вимірюваннях, з 90-відсотковим інтервалом для кожного прогнозу.&lt;/p&gt;&lt;p&gt;GPL-3.0-or-later. Створено з Qt %2, Qt Charts, Eigen і SQLite.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Evaluation cancelled; the results shown are of an earlier state of the scenario</source>
        <translation>Оцінювання скасовано; показані результати стосуються попереднього стану сценарію</translation>
    </message>
    <message>
        <source>&amp;Cancel Evaluation</source>
        <translation>Скасувати &amp;оцінювання</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Мова</translation>
    </message>
    <message>
        <source>Language: %1, from the next start of RightSizer</source>
        <translation>Мова: %1, з наступного запуску RightSizer</translation>
    </message>
    <message>
        <source>As the system (%1)</source>
        <translation>Як у системі (%1)</translation>
    </message>
    <message>
        <source>Import from &amp;Prometheus…</source>
        <translation>Імпорт із &amp;Prometheus…</translation>
    </message>
    <message>
        <source>Read a deployment's dcgm-exporter metrics over a time range from the Prometheus server that scrapes them, and right-size it</source>
        <translation>Прочитати метрики dcgm-exporter розгортання за проміжок часу із сервера Prometheus, який їх збирає, і підібрати розмір</translation>
    </message>
    <message>
        <source>Price %1 at %2/GPU-hour (my quote, %3)</source>
        <translation>Задати ціну %1: %2/GPU-год (моя пропозиція, %3)</translation>
    </message>
    <message>
        <source>%1 priced at %2/GPU-hour as your own quote of %3 in the catalog; Undo takes it back</source>
        <translation>%1: ціну %2/GPU-год додано до каталогу як вашу власну пропозицію від %3; «Скасувати» прибирає її</translation>
    </message>
    <message>
        <source>%1 configurations evaluated in %2 ms: %3 meet the SLA%5, %4 rejected</source>
        <translation>Оцінено %1 конфігурацій за %2 ms: %3 відповідають SLA%5, %4 відхилено</translation>
    </message>
    <message>
        <source>%1 configurations evaluated in %2 ms: %3 meet the deadline%5, %4 rejected</source>
        <translation>Оцінено %1 конфігурацій за %2 ms: %3 вкладаються в дедлайн%5, %4 відхилено</translation>
    </message>
    <message>
        <source> · what-if grid of %1 cells</source>
        <translation> · сітка «що, якщо» з %1 клітинок</translation>
    </message>
</context>
<context>
    <name>rightsizer::app::Recovery</name>
    <message>
        <source>Recovery copy not written: %1</source>
        <translation>Резервну копію не записано: %1</translation>
    </message>
</context>
<context>
    <name>rightsizer::app::ScenarioActions</name>
    <message>
        <source>&amp;New Scenario…</source>
        <translation>&amp;Новий сценарій…</translation>
    </message>
    <message>
        <source>New…</source>
        <translation>Новий…</translation>
    </message>
    <message>
        <source>Add a scenario to the project, starting from the bundled example</source>
        <translation>Додати до проєкту сценарій на основі вбудованого прикладу</translation>
    </message>
    <message>
        <source>&amp;Duplicate Scenario…</source>
        <translation>&amp;Дублювати сценарій…</translation>
    </message>
    <message>
        <source>Duplicate…</source>
        <translation>Дублювати…</translation>
    </message>
    <message>
        <source>Add a copy of this scenario to the project, to vary it</source>
        <translation>Додати до проєкту копію цього сценарію, щоб змінювати її</translation>
    </message>
    <message>
        <source>&amp;Rename Scenario…</source>
        <translation>&amp;Перейменувати сценарій…</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Перейменувати</translation>
    </message>
    <message>
        <source>Give this scenario another name</source>
        <translation>Дати цьому сценарію іншу назву</translation>
    </message>
    <message>
        <source>De&amp;lete Scenario…</source>
        <translation>&amp;Видалити сценарій…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Видалити…</translation>
    </message>
    <message>
        <source>Remove this scenario and its saved revisions from the project (asks first; Undo brings it back)</source>
        <translation>Вилучити цей сценарій і його збережені ревізії з проєкту (спершу запитує; «Скасувати» повертає)</translation>
    </message>
    <message>
        <source>&amp;Previous Scenario</source>
        <translation>&amp;Попередній сценарій</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Попередній</translation>
    </message>
    <message>
        <source>Edit the previous scenario</source>
        <translation>Редагувати попередній сценарій</translation>
    </message>
    <message>
        <source>Ne&amp;xt Scenario</source>
        <translation>&amp;Наступний сценарій</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Наступний</translation>
    </message>
    <message>
        <source>Edit the next scenario</source>
        <translation>Редагувати наступний сценарій</translation>
    </message>
    <message>
        <source>&amp;Edit Scenario</source>
        <translation>&amp;Редагувати сценарій</translation>
    </message>
    <message>
        <source>Cannot open the scenario</source>
        <translation>Не вдалося відкрити сценарій</translation>
    </message>
    <message>
        <source>Editing scenario “%1”</source>
        <translation>Редагується сценарій «%1»</translation>
    </message>
    <message>
        <source>New Scenario</source>
        <translation>Новий сценарій</translation>
    </message>
    <message>
        <source>Name of the new scenario (it starts from the bundled example; edit it in the Scenario panel):</source>
        <translation>Назва нового сценарію (він починається з вбудованого прикладу; редагуйте його на панелі «Сценарій»):</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Сценарій</translation>
    </message>
    <message>
        <source>Duplicate Scenario</source>
        <translation>Дублювати сценарій</translation>
    </message>
    <message>
        <source>Name of the copy of “%1”:</source>
        <translation>Назва копії «%1»:</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (копія)</translation>
    </message>
    <message>
        <source>Rename Scenario</source>
        <translation>Перейменувати сценарій</translation>
    </message>
    <message>
        <source>New name of “%1”:</source>
        <translation>Нова назва «%1»:</translation>
    </message>
    <message>
        <source>Cannot add the scenario</source>
        <translation>Не вдалося додати сценарій</translation>
    </message>
    <message>
        <source>Added scenario “%1” (Undo removes it)</source>
        <translation>Додано сценарій «%1» («Скасувати» вилучає його)</translation>
    </message>
    <message>
        <source>Cannot duplicate the scenario</source>
        <translation>Не вдалося дублювати сценарій</translation>
    </message>
    <message>
        <source>Copied “%1” as “%2”</source>
        <translation>«%1» скопійовано як «%2»</translation>
    </message>
    <message>
        <source>Cannot rename the scenario</source>
        <translation>Не вдалося перейменувати сценарій</translation>
    </message>
    <message>
        <source>Renamed “%1” to “%2”</source>
        <translation>«%1» перейменовано на «%2»</translation>
    </message>
    <message>
        <source>Delete Scenario</source>
        <translation>Видалити сценарій</translation>
    </message>
    <message>
        <source>Delete scenario “%1”%2 from the project?</source>
        <translation>Видалити сценарій «%1»%2 з проєкту?</translation>
    </message>
    <message>
        <source> and its saved revision</source>
        <translation> та його збережену ревізію</translation>
    </message>
    <message>
        <source> and its %1 saved revisions</source>
        <translation> та його збережені ревізії (%1)</translation>
    </message>
    <message>
        <source>Edit → Undo brings it back while the project is open; the file loses it when you save.</source>
        <translation>Редагування → Скасувати повертає його, поки проєкт відкрито; після збереження файл його втратить.</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Видалити</translation>
    </message>
    <message>
        <source>Cannot delete the scenario</source>
        <translation>Не вдалося видалити сценарій</translation>
    </message>
    <message>
        <source>Deleted scenario “%1” (Undo brings it back)</source>
        <translation>Сценарій «%1» видалено («Скасувати» повертає його)</translation>
    </message>
</context>
<context>
    <name>rightsizer::app::UserGuideDialog</name>
    <message>
        <source>RightSizer user guide</source>
        <translation>Посібник користувача RightSizer</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::AutoscalingChart</name>
    <message>
        <source>Demand (right axis)</source>
        <translation>Попит (права вісь)</translation>
    </message>
    <message>
        <source>Autoscaled replicas</source>
        <translation>Автомасштабовані репліки</translation>
    </message>
    <message>
        <source>On-prem fleet (whole nodes)</source>
        <translation>Власний парк (цілі вузли)</translation>
    </message>
    <message>
        <source>SLA risk: replicas starting</source>
        <translation>Ризик SLA: репліки запускаються</translation>
    </message>
    <message>
        <source>replicas</source>
        <translation>реплік</translation>
    </message>
    <message>
        <source>requests/s</source>
        <translation>запитів/с</translation>
    </message>
    <message>
        <source>Autoscaled replicas follow the demand hour by hour (at least the minimum replicas); on-prem runs the whole nodes bought for the peak so far with the headroom. Where replicas rise, the new ones serve only after the scale-up delay: those hours are at SLA risk.</source>
        <translation>Автомасштабовані репліки стежать за попитом щогодини (не менше мінімуму реплік); власна інфраструктура працює на цілих вузлах, куплених під досягнутий пік із запасом. Коли реплік більшає, нові обслуговують лише після затримки масштабування: ці години під ризиком для SLA.</translation>
    </message>
    <message>
        <source>Autoscaled replicas (autoscaling is off)</source>
        <translation>Автомасштабовані репліки (автомасштабування вимкнено)</translation>
    </message>
    <message>
        <source>requests/s (a replica's height = %1 requests/s)</source>
        <translation>запитів/с (висота однієї репліки = %1 запитів/с)</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::CalibrationPanel</name>
    <message>
        <source>Import measurements…</source>
        <translation>Імпортувати вимірювання…</translation>
    </message>
    <message>
        <source>Reset calibration</source>
        <translation>Скинути калібрування</translation>
    </message>
    <message>
        <source>Read benchmark runs (measurements CSV, vLLM benchmark_serving --save-result JSON, trtllm-bench report) and fit the efficiency factors of the groups they cover; undo takes it back</source>
        <translation>Прочитати бенчмарки (CSV вимірювань, JSON vLLM benchmark_serving --save-result, звіт trtllm-bench) і підібрати коефіцієнти ефективності груп, які вони охоплюють; «Скасувати» повертає назад</translation>
    </message>
    <message>
        <source>Plan with the reference factors again (the runs are kept in the history; undo brings the calibration back)</source>
        <translation>Знову планувати з еталонними коефіцієнтами (запуски зберігаються в історії; «Скасувати» повертає калібрування)</translation>
    </message>
    <message>
        <source>The calibration the estimates use, stored in the project file</source>
        <translation>Калібрування, яке використовують оцінки, збережене у файлі проєкту</translation>
    </message>
    <message>
        <source>Each run's readings, measured against predicted before and after the fit; greyed rows take no part in the fit</source>
        <translation>Показники кожного запуску: виміряне проти прогнозованого до й після підбору; сірі рядки не беруть участі в підборі</translation>
    </message>
    <message>
        <source>The efficiency factors fitted per GPU family and precision</source>
        <translation>Коефіцієнти ефективності, підібрані для кожного сімейства GPU і точності</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fitted factors&lt;/b&gt;</source>
        <translation>&lt;b&gt;Підібрані коефіцієнти&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Measured against predicted&lt;/b&gt;</source>
        <translation>&lt;b&gt;Виміряне проти прогнозованого&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Import benchmark measurements</source>
        <translation>Імпорт вимірювань бенчмарків</translation>
    </message>
    <message>
        <source>Benchmark runs (*.csv *.json *.jsonl);;All files (*)</source>
        <translation>Бенчмарки (*.csv *.json *.jsonl);;Усі файли (*)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The files hold no runs</source>
        <translation>Файли не містять запусків</translation>
    </message>
    <message>
        <source>Calibrate on %1</source>
        <translation>Калібрувати за %1</translation>
    </message>
    <message>
        <source>Not calibrated: estimates use the reference efficiency factors. Import your own benchmark runs to fit them to your stack.</source>
        <translation>Не відкалібровано: оцінки використовують еталонні коефіцієнти ефективності. Імпортуйте власні бенчмарки, щоб підібрати їх під свій стек.</translation>
    </message>
    <message>
        <source>Calibrated on %1 runs in %2 groups: RMS log error %3 → %4 (saved with the project)</source>
        <translation>Відкалібровано за %1 запусками в %2 групах: RMS логарифмічної похибки %3 → %4 (збережено з проєктом)</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::CandidatesView</name>
    <message>
        <source>Show rejected</source>
        <translation>Показати відхилені</translation>
    </message>
    <message>
        <source>Filter by GPU or precision, e.g. h100 fp8</source>
        <translation>Фільтр за GPU або точністю, напр. h100 fp8</translation>
    </message>
    <message>
        <source>Shows candidates whose GPU, precision or layout starts with every word typed</source>
        <translation>Показує кандидатів, у яких GPU, точність або розташування починається з кожного введеного слова</translation>
    </message>
    <message>
        <source>List the configurations the planner rejected, with why</source>
        <translation>Показати конфігурації, які планувальник відхилив, і чому</translation>
    </message>
    <message>
        <source>No evaluation</source>
        <translation>Немає оцінювання</translation>
    </message>
    <message>
        <source>%1 meet the SLA · %2 rejected</source>
        <translation>%1 відповідають SLA · %2 відхилено</translation>
    </message>
    <message>
        <source>%1 meet the deadline · %2 rejected</source>
        <translation>%1 вкладаються в дедлайн · %2 відхилено</translation>
    </message>
    <message>
        <source> · %1 larger layouts not listed</source>
        <translation> · %1 більших розташувань не показано</translation>
    </message>
    <message>
        <source> · %1 shown</source>
        <translation> · показано %1</translation>
    </message>
    <message>
        <source>Disaggregated serving (runtime.disaggregation in the scenario): the cheapest prefill/decode split that meets the SLA at the grown demand, against rank 1; its pools, KV transfer and latencies are in the detail pane</source>
        <translation>Дезагрегований сервінг (runtime.disaggregation у сценарії): найдешевший розподіл prefill/decode, що виконує SLA при зростанні попиту, проти рангу 1; його пули, передавання KV і затримки — на панелі деталей</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::CatalogEditor</name>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>Моделі</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Ціни</translation>
    </message>
    <message>
        <source>Catalog database: %1</source>
        <translation>База даних каталогу: %1</translation>
    </message>
    <message>
        <source>The catalog database cannot be opened, so it cannot be edited: %1</source>
        <translation>Базу даних каталогу не вдалося відкрити, тож її не можна редагувати: %1</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Змінити…</translation>
    </message>
    <message>
        <source>Edit the current row as JSON, with the source and date of its figures</source>
        <translation>Змінити поточний рядок як JSON із джерелом і датою його значень</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Додати…</translation>
    </message>
    <message>
        <source>Add a row: a copy of the current row under a new id</source>
        <translation>Додати рядок: копію поточного рядка з новим ідентифікатором</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Видалити</translation>
    </message>
    <message>
        <source>Hide the current bundled row, or remove your added row</source>
        <translation>Приховати поточний вбудований рядок або вилучити доданий вами рядок</translation>
    </message>
    <message>
        <source>Reset to bundled</source>
        <translation>Повернути вбудоване</translation>
    </message>
    <message>
        <source>Drop your edit, addition or deletion of the current row</source>
        <translation>Відкинути вашу зміну, додавання чи видалення поточного рядка</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Повторити</translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <translation>Скасувати: %1</translation>
    </message>
    <message>
        <source>Redo: %1</source>
        <translation>Повторити: %1</translation>
    </message>
    <message>
        <source>No catalog</source>
        <translation>Немає каталогу</translation>
    </message>
    <message>
        <source>%1, %2 edited, %3 added</source>
        <translation>%1, змінено %2, додано %3</translation>
    </message>
    <message>
        <source>, %1 deleted</source>
        <translation>, видалено %1</translation>
    </message>
    <message>
        <source> — %1</source>
        <translation> — %1</translation>
    </message>
    <message>
        <source> (%1 shown)</source>
        <translation> (показано %1)</translation>
    </message>
    <message>
        <source>Edit %1 %2</source>
        <translation>Змінити %1 %2</translation>
    </message>
    <message>
        <source>Add %1 %2</source>
        <translation>Додати %1 %2</translation>
    </message>
    <message>
        <source>Add a %1 (a copy of %2)</source>
        <translation>Додати %1 (копія %2)</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::CatalogKindPage</name>
    <message>
        <source>Show deleted</source>
        <translation>Показати видалені</translation>
    </message>
    <message>
        <source>Filter: words found in any column, e.g. nvidia sxm</source>
        <translation>Фільтр: слова в будь-якому стовпці, напр. nvidia sxm</translation>
    </message>
    <message>
        <source>Shows the rows that hold every word typed, in any column</source>
        <translation>Показує рядки, що містять кожне введене слово в будь-якому стовпці</translation>
    </message>
    <message>
        <source>List the bundled rows you deleted, so that you can reset them</source>
        <translation>Показати видалені вами вбудовані рядки, щоб їх можна було повернути</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::CatalogRowDialog</name>
    <message>
        <source>A new id (no spaces); it is written into the JSON</source>
        <translation>Новий ідентифікатор (без пробілів); його буде записано в JSON</translation>
    </message>
    <message>
        <source>The row's id (an edit keeps it)</source>
        <translation>Ідентифікатор рядка (зміна його зберігає)</translation>
    </message>
    <message>
        <source>The row in the catalog's own format (as in catalog/data)</source>
        <translation>Рядок у власному форматі каталогу (як у catalog/data)</translation>
    </message>
    <message>
        <source>Where the figures come from: URL, document, measurement</source>
        <translation>Звідки значення: URL, документ, вимірювання</translation>
    </message>
    <message>
        <source>YYYY-MM-DD (empty: today)</source>
        <translation>РРРР-ММ-ДД (порожньо: сьогодні)</translation>
    </message>
    <message>
        <source>ID:</source>
        <translation>Ідентифікатор:</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>Джерело:</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>Дата:</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::CatalogSession</name>
    <message>
        <source> Run `rightsizer catalog rebuild` to do that.</source>
        <translation> Для цього виконайте `rightsizer catalog rebuild`.</translation>
    </message>
    <message>
        <source>Delete %1 %2</source>
        <translation>Видалити %1 %2</translation>
    </message>
    <message>
        <source>Reset %1 %2 to bundled</source>
        <translation>Повернути %1 %2 до вбудованого</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::CatalogTableModel</name>
    <message>
        <source>%1 '%2'.%3: '%4' is not a number</source>
        <translation>%1 «%2».%3: «%4» не є числом</translation>
    </message>
    <message>
        <source>%1 %2 refused (stored as %3): %4</source>
        <translation>%1 %2 відхилено (зберігається як %3): %4</translation>
    </message>
    <message>
        <source>was %1 %2</source>
        <translation>було %1 %2</translation>
    </message>
    <message>
        <source>Edit %1 %2: %3 %4</source>
        <translation>Змінити %1 %2: %3 %4</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::CatalogWindow</name>
    <message>
        <source>Catalog — %1</source>
        <translation>Каталог — %1</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::ComparisonCostChart</name>
    <message>
        <source>Cost of each entry's recommended configuration</source>
        <translation>Вартість рекомендованої конфігурації кожного елемента</translation>
    </message>
    <message>
        <source>$ per M output tokens</source>
        <translation>$ за млн вихідних токенів</translation>
    </message>
    <message>
        <source>$ per month, on-demand</source>
        <translation>$ на місяць, на вимогу</translation>
    </message>
    <message>
        <source>USD per million output tokens</source>
        <translation>USD за мільйон вихідних токенів</translation>
    </message>
    <message>
        <source>USD per month (thousands)</source>
        <translation>USD на місяць (тисячі)</translation>
    </message>
    <message>
        <source>Left bars: USD per million output tokens at today's demand (left axis). Right bars: on-demand cost of the deployment per month (right axis). Both for the planner's recommended configuration of each entry.</source>
        <translation>Ліві стовпці: USD за мільйон вихідних токенів за поточного попиту (ліва вісь). Праві стовпці: місячна вартість розгортання на вимогу (права вісь). Обидва — для рекомендованої конфігурації кожного елемента.</translation>
    </message>
    <message>
        <source>%1 (computing…)</source>
        <translation>%1 (обчислення…)</translation>
    </message>
    <message>
        <source>%1 (no priced plan)</source>
        <translation>%1 (немає плану з ціною)</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::ComparisonTableModel</name>
    <message>
        <source>Inputs</source>
        <translation>Вхідні дані</translation>
    </message>
    <message>
        <source>The scenario's fields as its file holds them</source>
        <translation>Поля сценарію так, як їх містить файл</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Результати</translation>
    </message>
    <message>
        <source>What the engine recommends for each entry</source>
        <translation>Що рекомендує рушій для кожного елемента</translation>
    </message>
    <message>
        <source>— (not set: default)</source>
        <translation>— (не задано: типове)</translation>
    </message>
    <message>
        <source>The file leaves %1 out: the engine's default applies</source>
        <translation>Файл не містить %1: застосовується типове значення рушія</translation>
    </message>
    <message>
        <source>computing…</source>
        <translation>обчислення…</translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation>помилка: %1</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Поле</translation>
    </message>
    <message>
        <source>Scenario field (path in the scenario file) or result</source>
        <translation>Поле сценарію (шлях у файлі сценарію) або результат</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::ComparisonTcoChart</name>
    <message>
        <source>Month</source>
        <translation>Місяць</translation>
    </message>
    <message>
        <source>Cumulative cost</source>
        <translation>Накопичена вартість</translation>
    </message>
    <message>
        <source>Cumulative cost of each entry's recommended TCO option (the way of paying with the lowest net present value), month by month over its horizon; the last point is the option's total. Hover a line for its values.</source>
        <translation>Накопичена вартість рекомендованого варіанту TCO кожного елемента (способу оплати з найменшою ЧПВ) щомісяця на горизонті; остання точка — загальна сума. Наведіть на лінію, щоб побачити значення.</translation>
    </message>
    <message>
        <source>%1 (%2): %3 by month %4</source>
        <translation>%1 (%2): %3 до %4-го місяця</translation>
    </message>
    <message>
        <source>Cumulative TCO, recommended option of each entry</source>
        <translation>Накопичена TCO, рекомендований варіант кожного елемента</translation>
    </message>
    <message>
        <source>No TCO: %1</source>
        <translation>Немає TCO: %1</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::ComparisonView</name>
    <message>
        <source>Scenarios and saved revisions</source>
        <translation>Сценарії та збережені ревізії</translation>
    </message>
    <message>
        <source>Tick two or more entries to compare them side by side</source>
        <translation>Позначте два або більше елементів, щоб порівняти їх поруч</translation>
    </message>
    <message>
        <source>Show only differences</source>
        <translation>Показати лише відмінності</translation>
    </message>
    <message>
        <source>Hide the rows whose values are the same in every entry</source>
        <translation>Приховати рядки з однаковими значеннями в усіх елементах</translation>
    </message>
    <message>
        <source>This project has one scenario and no saved revision: save a revision or add scenarios to compare (Scenario → New Scenario… or Duplicate Scenario…, Ctrl+D).</source>
        <translation>У цьому проєкті один сценарій і немає збережених ревізій: збережіть ревізію або додайте сценарії для порівняння (Сценарій → Новий сценарій… або Дублювати сценарій…, Ctrl+D).</translation>
    </message>
    <message>
        <source>Pick at least two entries to compare, for example the current edit and its last saved revision.</source>
        <translation>Виберіть щонайменше два елементи для порівняння, наприклад поточне редагування та його останню збережену ревізію.</translation>
    </message>
    <message>
        <source>computing…</source>
        <translation>обчислення…</translation>
    </message>
    <message>
        <source>1 input differs</source>
        <translation>1 вхідне значення відрізняється</translation>
    </message>
    <message>
        <source>%1 inputs differ</source>
        <translation>%1 вхідних значень відрізняються</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::ContextFitChart</name>
    <message>
        <source>Running batch (log)</source>
        <translation>Поточний батч (лог.)</translation>
    </message>
    <message>
        <source>Prompt tokens (log₂)</source>
        <translation>Токени промпту (log₂)</translation>
    </message>
    <message>
        <source>Selected batch</source>
        <translation>Вибраний батч</translation>
    </message>
    <message>
        <source>Selected prompt</source>
        <translation>Вибраний промпт</translation>
    </message>
    <message>
        <source>Focused GPU</source>
        <translation>Виділений GPU</translation>
    </message>
    <message>
        <source>%1 TP%2 PP%3</source>
        <translation>%1 TP%2 PP%3</translation>
    </message>
    <message>
        <source>%1 TP%2</source>
        <translation>%1 TP%2</translation>
    </message>
    <message>
        <source> (rejected: not native)</source>
        <translation> (відхилено: не нативна)</translation>
    </message>
    <message>
        <source>Largest prompt that fits — %1, %2 output tokens, %3 of %4 GPUs</source>
        <translation>Найдовший промпт, що вміщається — %1, %2 вихідних токенів, %3 з %4 GPU</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::CostPerTokenChart</name>
    <message>
        <source>USD per million output tokens</source>
        <translation>USD за мільйон вихідних токенів</translation>
    </message>
    <message>
        <source>%1 TP%2</source>
        <translation>%1 TP%2</translation>
    </message>
    <message>
        <source> PP%1</source>
        <translation> PP%1</translation>
    </message>
    <message>
        <source>%1 dearer</source>
        <translation>%1 дорожчих</translation>
    </message>
    <message>
        <source>%1 unpriced</source>
        <translation>%1 без ціни</translation>
    </message>
    <message>
        <source>%1 do not fit</source>
        <translation>%1 не вміщаються</translation>
    </message>
    <message>
        <source>%1 rejected: %2 not native</source>
        <translation>%1 відхилено: %2 не нативна</translation>
    </message>
    <message>
        <source>USD per million output tokens — %1, batch %2, %3-token prompt</source>
        <translation>USD за мільйон вихідних токенів — %1, батч %2, промпт %3 токенів</translation>
    </message>
    <message>
        <source>GPUs left out: %1</source>
        <translation>Не враховані GPU: %1</translation>
    </message>
    <message>
        <source>Each GPU's cheapest layout whose memory fits at this batch and prompt: USD per GPU-hour / (output tokens/s per GPU × 3600) × 10⁶, every GPU busy at that batch. The candidates' $/M tokens is never below it: their fleet is sized for the peak and costed at the mean load.</source>
        <translation>Найдешевше розташування кожного GPU, пам’ять якого вміщає цей батч і промпт: USD за GPU-годину / (вихідних токенів/с на GPU × 3600) × 10⁶, кожен GPU завантажений цим батчем. $/млн токенів у кандидатів ніколи не нижчий: їхній парк розрахований на пік і оцінений за середнього навантаження.</translation>
    </message>
    <message>
        <source>No price: %1.</source>
        <translation>Немає ціни: %1.</translation>
    </message>
    <message>
        <source>Does not fit: %1.</source>
        <translation>Не вміщається: %1.</translation>
    </message>
    <message>
        <source>Rejected by the planner, %1 not native (allow_non_native to accept): %2.</source>
        <translation>Відхилено планувальником, %1 не нативна (allow_non_native, щоб дозволити): %2.</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::DemandImportDialog</name>
    <message>
        <source>Import demand — %1</source>
        <translation>Імпорт попиту — %1</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Імпортувати</translation>
    </message>
    <message>
        <source>Show rejected rows only</source>
        <translation>Показати лише відхилені рядки</translation>
    </message>
    <message>
        <source>Resulting weekly profile: the hourly means of the good rows (requests/s)</source>
        <translation>Отриманий тижневий профіль: погодинні середні правильних рядків (запитів/с)</translation>
    </message>
    <message>
        <source>Nothing can be read from %1.</source>
        <translation>З %1 нічого не вдалося прочитати.</translation>
    </message>
    <message>
        <source>%1 rows, %2 rejected</source>
        <translation>%1 рядків, %2 відхилено</translation>
    </message>
    <message>
        <source>, covers %1 .. %2</source>
        <translation>, охоплює %1 .. %2</translation>
    </message>
    <message>
        <source>, every hour of the week covered.</source>
        <translation>, охоплено кожну годину тижня.</translation>
    </message>
    <message>
        <source>, %1 of the week's 168 hours covered (missing: %2).</source>
        <translation>, охоплено %1 із 168 годин тижня (бракує: %2).</translation>
    </message>
    <message>
        <source>Import without the rejected row</source>
        <translation>Імпортувати без відхиленого рядка</translation>
    </message>
    <message>
        <source>Import without the %1 rejected rows</source>
        <translation>Імпортувати без %1 відхилених рядків</translation>
    </message>
    <message>
        <source>Nothing can be imported: a weekly profile needs a good row in every hour of the week, and nothing is guessed. Fix the file and import it again.</source>
        <translation>Нічого не можна імпортувати: тижневому профілю потрібен правильний рядок у кожну годину тижня, і нічого не вгадується. Виправте файл та імпортуйте знову.</translation>
    </message>
    <message>
        <source>Replaces the scenario's weekly demand by these hourly means (undoable)</source>
        <translation>Замінює тижневий попит сценарію цими погодинними середніми (можна скасувати)</translation>
    </message>
    <message>
        <source>%1 (%2 samples, %3 .. %4</source>
        <translation>%1 (%2 вимірювань, %3 .. %4</translation>
    </message>
    <message>
        <source>; %1 rows rejected</source>
        <translation>; %1 рядків відхилено</translation>
    </message>
    <message>
        <source>Import demand from %1</source>
        <translation>Імпорт попиту з %1</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::DemandProfileChart</name>
    <message>
        <source>Demand (requests/s)</source>
        <translation>Попит (запитів/с)</translation>
    </message>
    <message>
        <source>requests/s</source>
        <translation>запитів/с</translation>
    </message>
    <message>
        <source>Mean requests/s in each hour of the week, Monday 00:00 first: the profile the TCO repeats every week (scaled by the demand growth of each month).</source>
        <translation>Середні запити/с у кожну годину тижня, починаючи з понеділка 00:00: профіль, який TCO повторює щотижня (масштабований зростанням попиту кожного місяця).</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::DemandProfileModel</name>
    <message>
        <source>%1: %2 requests/s
Source: %3
Double-click to edit; the edit is one undo step.</source>
        <translation>%1: %2 запитів/с
Джерело: %3
Двічі клацніть, щоб змінити; зміна — один крок скасування.</translation>
    </message>
    <message>
        <source>Requests/s from %1:00 to %2:00</source>
        <translation>Запитів/с з %1:00 до %2:00</translation>
    </message>
    <message>
        <source>Requests/s on %1, hour by hour</source>
        <translation>Запитів/с у %1, щогодини</translation>
    </message>
    <message>
        <source>tco.demand.weekly_requests_per_s[%1]: '%2' is not a number; give requests/s from 0 to 1e+06</source>
        <translation>tco.demand.weekly_requests_per_s[%1]: «%2» не є числом; вкажіть запитів/с від 0 до 1e+06</translation>
    </message>
    <message>
        <source>Edit demand %1</source>
        <translation>Змінити попит %1</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::DemandRowsModel</name>
    <message>
        <source>Line</source>
        <translation>Рядок</translation>
    </message>
    <message>
        <source>The line of the file (the header is line 1)</source>
        <translation>Рядок файлу (заголовок — рядок 1)</translation>
    </message>
    <message>
        <source>Timestamp</source>
        <translation>Мітка часу</translation>
    </message>
    <message>
        <source>The row's time as the file gives it</source>
        <translation>Час рядка так, як його подає файл</translation>
    </message>
    <message>
        <source>Requests/s</source>
        <translation>Запитів/с</translation>
    </message>
    <message>
        <source>The request rate the row gives, in requests per second; empty where it could not be read</source>
        <translation>Інтенсивність запитів у рядку, запитів за секунду; порожньо, якщо не вдалося прочитати</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Стан</translation>
    </message>
    <message>
        <source>"ok" for a row that is used, else why it is rejected</source>
        <translation>«ok» для використаного рядка, інакше причина відхилення</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>Line %1 is used</source>
        <translation>Рядок %1 використано</translation>
    </message>
    <message>
        <source>Line %1 is rejected: %2</source>
        <translation>Рядок %1 відхилено: %2</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::DemandView</name>
    <message>
        <source>Weekly demand</source>
        <translation>Тижневий попит</translation>
    </message>
    <message>
        <source>Autoscaling</source>
        <translation>Автомасштабування</translation>
    </message>
    <message>
        <source>Import CSV…</source>
        <translation>Імпортувати CSV…</translation>
    </message>
    <message>
        <source>Read a CSV of timestamp,requests_per_s rows (ISO 8601 or Unix seconds) into the weekly profile: each hour of the week gets the mean of its samples. A preview shows every row first. The profile's busiest hour is then the peak the fleet is sized for, and its mean the load costs per token divide by.</source>
        <translation>Прочитати CSV із рядками timestamp,requests_per_s (ISO 8601 або секунди Unix) у тижневий профіль: кожна година тижня отримує середнє своїх вимірювань. Спершу перегляд показує кожен рядок. Найзавантаженіша година профілю стає піком, на який розраховано парк, а його середнє — навантаженням, на яке діляться витрати на токен.</translation>
    </message>
    <message>
        <source>Reset to default profile</source>
        <translation>Повернути типовий профіль</translation>
    </message>
    <message>
        <source>Use the default daytime profile again, peaking at Peak requests/s (workload.requests_per_s) and reshaped to Mean requests/s when that is given (undoable)</source>
        <translation>Знову використати типовий денний профіль із піком на рівні «Пікові запити/с» (workload.requests_per_s), перебудований під «Середні запити/с», якщо їх задано (можна скасувати)</translation>
    </message>
    <message>
        <source>Requests/s by hour of the week (rows: days, columns: hour of the day, local time)</source>
        <translation>Запитів/с за годинами тижня (рядки: дні, стовпці: година доби, місцевий час)</translation>
    </message>
    <message>
        <source>Requests/s in each hour of the week; double-click a cell to edit</source>
        <translation>Запитів/с у кожну годину тижня; двічі клацніть клітинку, щоб змінити</translation>
    </message>
    <message>
        <source>Month:</source>
        <translation>Місяць:</translation>
    </message>
    <message>
        <source>Month of the horizon whose week is drawn: month 1 is today; later months carry the demand growth</source>
        <translation>Місяць горизонту, тиждень якого показано: 1-й місяць — сьогодні; наступні місяці враховують зростання попиту</translation>
    </message>
    <message>
        <source>Weekly demand: peak %1, mean %2</source>
        <translation>Тижневий попит: пік %1, середнє %2</translation>
    </message>
    <message>
        <source>requests/s</source>
        <translation>запитів/с</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Джерело: %1</translation>
    </message>
    <message>
        <source>The demand view covers serving; this scenario trains (its TCO counts training runs per month, tco.training_runs_per_month).</source>
        <translation>Подання попиту стосується обслуговування; цей сценарій — навчання (його TCO рахує навчальні запуски на місяць, tco.training_runs_per_month).</translation>
    </message>
    <message>
        <source>The selected candidate is rejected: showing the recommended one.</source>
        <translation>Вибраного кандидата відхилено: показано рекомендованого.</translation>
    </message>
    <message>
        <source>No fleet to show: %1</source>
        <translation>Немає парку для показу: %1</translation>
    </message>
    <message>
        <source>Autoscaling is off in the scenario (tco.cloud.autoscale): on-demand and spot pay for the fixed fleet around the clock, with no scale-up risk. The autoscaled line shows what autoscaling would do.</source>
        <translation>Автомасштабування в сценарії вимкнено (tco.cloud.autoscale): «на вимогу» та spot оплачують фіксований парк цілодобово, без ризику масштабування. Лінія автомасштабування показує, що воно зробило б.</translation>
    </message>
    <message>
        <source>Autoscaling: no fleet</source>
        <translation>Автомасштабування: немає парку</translation>
    </message>
    <message>
        <source>Month 1 of %1 (today)</source>
        <translation>Місяць 1 з %1 (сьогодні)</translation>
    </message>
    <message>
        <source>Month %1 of %2</source>
        <translation>Місяць %1 з %2</translation>
    </message>
    <message>
        <source> · demand × %1 of the profile</source>
        <translation> · попит × %1 від профілю</translation>
    </message>
    <message>
        <source>Week of month %1 — %2</source>
        <translation>Тиждень місяця %1 — %2</translation>
    </message>
    <message>
        <source>Import demand CSV</source>
        <translation>Імпорт CSV попиту</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Файли CSV (*.csv);;Усі файли (*)</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Не вдалося відкрити %1: %2</translation>
    </message>
    <message>
        <source>Reset demand to the default profile</source>
        <translation>Повернути типовий профіль попиту</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::DetailView</name>
    <message>
        <source>GiB per GPU</source>
        <translation>GiB на GPU</translation>
    </message>
    <message>
        <source>per GPU</source>
        <translation>на GPU</translation>
    </message>
    <message>
        <source>Memory per GPU; the line marks the usable capacity</source>
        <translation>Пам’ять на GPU; лінія позначає доступний обсяг</translation>
    </message>
    <message>
        <source>No candidate selected</source>
        <translation>Кандидата не вибрано</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Ваги</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV-кеш</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Активації</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Градієнти</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Оптимізатор</translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation>Накладні витрати</translation>
    </message>
    <message>
        <source>Usable</source>
        <translation>Доступно</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::LoadLatencyChart</name>
    <message>
        <source>Rejected (%1) — </source>
        <translation>Відхилено (%1) — </translation>
    </message>
    <message>
        <source>TTFT p50</source>
        <translation>TTFT p50</translation>
    </message>
    <message>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <source>SLA TTFT</source>
        <translation>TTFT за SLA</translation>
    </message>
    <message>
        <source>Demand today</source>
        <translation>Попит сьогодні</translation>
    </message>
    <message>
        <source>Grown demand</source>
        <translation>Зрослий попит</translation>
    </message>
    <message>
        <source>%1 %2 TP%3 PP%4</source>
        <translation>%1 %2 TP%3 PP%4</translation>
    </message>
    <message>
        <source>Latency vs load — %1: %2</source>
        <translation>Затримка залежно від навантаження — %1: %2</translation>
    </message>
    <message>
        <source>no load point</source>
        <translation>немає точки навантаження</translation>
    </message>
    <message>
        <source>Latency vs load — %1: saturated at every load simulated</source>
        <translation>Затримка залежно від навантаження — %1: насичення на кожному змодельованому навантаженні</translation>
    </message>
    <message>
        <source>TTFT %1</source>
        <translation>TTFT %1</translation>
    </message>
    <message>
        <source>TPOT %1</source>
        <translation>TPOT %1</translation>
    </message>
    <message>
        <source>Requests/s on %1 replicas</source>
        <translation>Запитів/с на %1 репліках</translation>
    </message>
    <message>
        <source>Requests/s on one replica</source>
        <translation>Запитів/с на одній репліці</translation>
    </message>
    <message>
        <source>TTFT (s, log)</source>
        <translation>TTFT (s, лог.)</translation>
    </message>
    <message>
        <source>TPOT %1 (ms)</source>
        <translation>TPOT %1 (ms)</translation>
    </message>
    <message>
        <source>SLA %1 TTFT %2 s</source>
        <translation>SLA %1 TTFT %2 s</translation>
    </message>
    <message>
        <source>today %1 req/s</source>
        <translation>сьогодні %1 req/s</translation>
    </message>
    <message>
        <source>grown %1 req/s</source>
        <translation>зрослий %1 req/s</translation>
    </message>
    <message>
        <source>Latency vs load — %1 (saturates near %2 req/s)</source>
        <translation>Затримка залежно від навантаження — %1 (насичення біля %2 req/s)</translation>
    </message>
    <message>
        <source>Latency vs load — %1</source>
        <translation>Затримка залежно від навантаження — %1</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::MeasuredView</name>
    <message>
        <source>Telemetry of a running deployment</source>
        <translation>Телеметрія робочого розгортання</translation>
    </message>
    <message>
        <source>Is the deployment over- or under-provisioned? Read from its GPU counters</source>
        <translation>Розгортання надлишкове чи недостатнє? За лічильниками його GPU</translation>
    </message>
    <message>
        <source>Calibration on your benchmark runs</source>
        <translation>Калібрування на ваших бенчмарках</translation>
    </message>
    <message>
        <source>Fit the planner's efficiency factors to runs of your own stack</source>
        <translation>Підібрати коефіцієнти ефективності планувальника під запуски вашого власного стеку</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::PrometheusImportDialog</name>
    <message>
        <source>The Prometheus server that scrapes dcgm-exporter (http or https; https checks the certificate against the system's CA store)</source>
        <translation>Сервер Prometheus, що збирає dcgm-exporter (http або https; https перевіряє сертифікат за сховищем CA системи)</translation>
    </message>
    <message>
        <source>How far back from the end: a number and one unit of s, m, h, d, w (30d, 12h)</source>
        <translation>Наскільки назад від кінця: число й одна одиниця з s, m, h, d, w (30d, 12h)</translation>
    </message>
    <message>
        <source>now</source>
        <translation>зараз</translation>
    </message>
    <message>
        <source>End of the range: RFC 3339 (2026-10-01T06:00:00Z) or Unix seconds; empty for now</source>
        <translation>Кінець проміжку: RFC 3339 (2026-10-01T06:00:00Z) або секунди Unix; порожньо — зараз</translation>
    </message>
    <message>
        <source>One sample per GPU and metric per step, the last of each; 15 s is dcgm-exporter's scrape interval, a longer step reads less</source>
        <translation>Один зразок на GPU і метрику за крок, останній у кожному; 15 с — інтервал збору dcgm-exporter, довший крок читає менше</translation>
    </message>
    <message>
        <source>Label matchers added to every metric, in braces: =, !=, =~, !~</source>
        <translation>Зіставлення міток, додані до кожної метрики, у фігурних дужках: =, !=, =~, !~</translation>
    </message>
    <message>
        <source>A file holding a bearer token; empty: the RIGHTSIZER_PROMETHEUS_TOKEN environment variable, if set. The token is not kept.</source>
        <translation>Файл із токеном bearer; порожньо — змінна середовища RIGHTSIZER_PROMETHEUS_TOKEN, якщо задана. Токен не зберігається.</translation>
    </message>
    <message>
        <source>Basic authentication; the password comes from the RIGHTSIZER_PROMETHEUS_PASSWORD environment variable</source>
        <translation>Базова автентифікація; пароль береться зі змінної середовища RIGHTSIZER_PROMETHEUS_PASSWORD</translation>
    </message>
    <message>
        <source>Import from Prometheus</source>
        <translation>Імпорт із Prometheus</translation>
    </message>
    <message>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <source>How long to wait for each answer (1 to 600 s)</source>
        <translation>Скільки чекати на кожну відповідь (1–600 с)</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Огляд…</translation>
    </message>
    <message>
        <source>Choose the token file</source>
        <translation>Вибрати файл токена</translation>
    </message>
    <message>
        <source>Bearer token file</source>
        <translation>Файл токена bearer</translation>
    </message>
    <message>
        <source>&amp;Server URL:</source>
        <translation>URL &amp;сервера:</translation>
    </message>
    <message>
        <source>&amp;Range:</source>
        <translation>&amp;Проміжок:</translation>
    </message>
    <message>
        <source>&amp;End:</source>
        <translation>&amp;Кінець:</translation>
    </message>
    <message>
        <source>S&amp;tep:</source>
        <translation>К&amp;рок:</translation>
    </message>
    <message>
        <source>&amp;Label matchers:</source>
        <translation>Зіставлення &amp;міток:</translation>
    </message>
    <message>
        <source>Bearer to&amp;ken file:</source>
        <translation>Файл &amp;токена bearer:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Користувач:</translation>
    </message>
    <message>
        <source>T&amp;imeout:</source>
        <translation>&amp;Тайм-аут:</translation>
    </message>
    <message>
        <source>Reads the dcgm-exporter metrics (DCGM_FI_*) of the range from Prometheus's HTTP API, as &lt;code&gt;rightsizer profile --prometheus&lt;/code&gt; does. Gaps stay gaps; nothing is kept if any request fails.</source>
        <translation>Читає метрики dcgm-exporter (DCGM_FI_*) за проміжок через HTTP API Prometheus, як &lt;code&gt;rightsizer profile --prometheus&lt;/code&gt;. Пропуски лишаються пропусками; якщо будь-який запит не вдасться, нічого не зберігається.</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Імпортувати</translation>
    </message>
    <message>
        <source>Server URL</source>
        <translation>URL сервера</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Проміжок</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Кінець</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Крок</translation>
    </message>
    <message>
        <source>Label matchers</source>
        <translation>Зіставлення міток</translation>
    </message>
    <message>
        <source>Timeout</source>
        <translation>Тайм-аут</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::RateDelegate</name>
    <message>
        <source>Requests/s, 0 to 1e+06; Return applies, Escape cancels</source>
        <translation>Запитів/с, від 0 до 1e+06; Enter застосовує, Esc скасовує</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::ReportDialog</name>
    <message>
        <source>Export Report — %1</source>
        <translation>Експорт звіту — %1</translation>
    </message>
    <message>
        <source>&amp;Save PDF…</source>
        <translation>&amp;Зберегти PDF…</translation>
    </message>
    <message>
        <source>Write the previewed report as a PDF file</source>
        <translation>Записати переглянутий звіт у файл PDF</translation>
    </message>
    <message>
        <source>Scenarios in the report:</source>
        <translation>Сценарії у звіті:</translation>
    </message>
    <message>
        <source>Each checked scenario gets its own section; two or more add a side-by-side comparison. Every scenario is reported as it is now in the workbench, unsaved edits included.</source>
        <translation>Кожен позначений сценарій отримує власний розділ; два або більше додають порівняння поруч. Кожен сценарій подається таким, яким він є зараз у робочій області, з незбереженими змінами.</translation>
    </message>
    <message>
        <source>&amp;Update Preview</source>
        <translation>&amp;Оновити перегляд</translation>
    </message>
    <message>
        <source>Evaluate the checked scenarios again and regenerate the preview</source>
        <translation>Знову оцінити позначені сценарії та оновити перегляд</translation>
    </message>
    <message>
        <source>Each checked scenario gets its own section; two or more add a side-by-side comparison</source>
        <translation>Кожен позначений сценарій отримує власний розділ; два або більше додають порівняння поруч</translation>
    </message>
    <message>
        <source>%1 (editing)</source>
        <translation>%1 (редагується)</translation>
    </message>
    <message>
        <source>The scenario open in the workbench, as it is now (unsaved edits included)</source>
        <translation>Сценарій, відкритий у робочій області, у поточному стані (з незбереженими змінами)</translation>
    </message>
    <message>
        <source>As saved in the project</source>
        <translation>Як збережено в проєкті</translation>
    </message>
    <message>
        <source>%1 (cannot be read)</source>
        <translation>%1 (не читається)</translation>
    </message>
    <message>
        <source>Paper size of the PDF (portrait)</source>
        <translation>Розмір паперу PDF (книжкова)</translation>
    </message>
    <message>
        <source>&amp;Page size:</source>
        <translation>Розмір &amp;сторінки:</translation>
    </message>
    <message>
        <source>Name on the title page</source>
        <translation>Ім’я на титульній сторінці</translation>
    </message>
    <message>
        <source>Who prepared the report; printed on the title page</source>
        <translation>Хто підготував звіт; друкується на титульній сторінці</translation>
    </message>
    <message>
        <source>&amp;Author:</source>
        <translation>&amp;Автор:</translation>
    </message>
    <message>
        <source>The report's date, on the title page and in every footer</source>
        <translation>Дата звіту на титульній сторінці та в кожному колонтитулі</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Дата:</translation>
    </message>
    <message>
        <source>Evaluating… %p%</source>
        <translation>Оцінювання… %p%</translation>
    </message>
    <message>
        <source>Evaluating the checked scenarios (plan, what-if grid, TCO)</source>
        <translation>Оцінювання позначених сценаріїв (план, сітка «що, якщо», TCO)</translation>
    </message>
    <message>
        <source>Ca&amp;ncel</source>
        <translation>Скас&amp;увати</translation>
    </message>
    <message>
        <source>Stop evaluating; nothing is previewed or saved</source>
        <translation>Зупинити оцінювання; нічого не буде переглянуто чи збережено</translation>
    </message>
    <message>
        <source>Fit Width</source>
        <translation>За шириною</translation>
    </message>
    <message>
        <source>Zoom so that a page fills the preview's width</source>
        <translation>Масштабувати так, щоб сторінка заповнила ширину перегляду</translation>
    </message>
    <message>
        <source>Whole Page</source>
        <translation>Уся сторінка</translation>
    </message>
    <message>
        <source>Zoom so that a whole page shows</source>
        <translation>Масштабувати так, щоб було видно всю сторінку</translation>
    </message>
    <message>
        <source>Zoom Out</source>
        <translation>Зменшити</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Зменшити</translation>
    </message>
    <message>
        <source>Zoom In</source>
        <translation>Збільшити</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Збільшити</translation>
    </message>
    <message>
        <source>Pages of the report as it will be saved</source>
        <translation>Сторінки звіту в тому вигляді, в якому його буде збережено</translation>
    </message>
    <message>
        <source>Nothing to preview: check a scenario.</source>
        <translation>Нічого переглядати: позначте сценарій.</translation>
    </message>
    <message>
        <source>Check at least one scenario: the report needs one.</source>
        <translation>Позначте принаймні один сценарій: звіт його потребує.</translation>
    </message>
    <message>
        <source>Preparing the report…</source>
        <translation>Підготовка звіту…</translation>
    </message>
    <message>
        <source>Cancelled: nothing to preview.</source>
        <translation>Скасовано: нічого переглядати.</translation>
    </message>
    <message>
        <source>Cancelled: nothing to preview or save. Change an option or press Update Preview to prepare the report.</source>
        <translation>Скасовано: нічого переглядати чи зберігати. Змініть параметр або натисніть «Оновити перегляд», щоб підготувати звіт.</translation>
    </message>
    <message>
        <source>The report cannot be prepared: %1</source>
        <translation>Звіт не вдалося підготувати: %1</translation>
    </message>
    <message>
        <source>No preview: the report cannot be prepared.</source>
        <translation>Немає перегляду: звіт не вдалося підготувати.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Preparing…</source>
        <translation>Підготовка…</translation>
    </message>
    <message>
        <source>No preview</source>
        <translation>Немає перегляду</translation>
    </message>
    <message>
        <source>Save report as PDF</source>
        <translation>Зберегти звіт як PDF</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Документи PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Не збережено: %1</translation>
    </message>
    <message>
        <source>Saved %1 to %2</source>
        <translation>%1 збережено до %2</translation>
    </message>
    <message>
        <source>The language the report is written in; its numbers follow that language's conventions (English: as the command line prints them)</source>
        <translation>Мова звіту; числа в ньому відповідають правилам цієї мови (англійська: як їх друкує командний рядок)</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Мова:</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::RooflineChart</name>
    <message>
        <source>Arithmetic intensity (FLOP/byte, log)</source>
        <translation>Арифметична інтенсивність (FLOP/байт, лог.)</translation>
    </message>
    <message>
        <source>TFLOP/s per GPU (log)</source>
        <translation>TFLOP/s на GPU (лог.)</translation>
    </message>
    <message>
        <source>Prefill (1 request)</source>
        <translation>Префіл (1 запит)</translation>
    </message>
    <message>
        <source>Decode step (batch)</source>
        <translation>Крок декодування (батч)</translation>
    </message>
    <message>
        <source>Roofline — %1 does not run %2</source>
        <translation>Roofline — %1 не виконує %2</translation>
    </message>
    <message>
        <source>Roof %1 TFLOP/s, %2 TB/s</source>
        <translation>Дах %1 TFLOP/s, %2 TB/s</translation>
    </message>
    <message>
        <source>%1: %2 TFLOP/s at %3 FLOP/B</source>
        <translation>%1: %2 TFLOP/s при %3 FLOP/B</translation>
    </message>
    <message>
        <source>prefill</source>
        <translation>префіл</translation>
    </message>
    <message>
        <source>decode</source>
        <translation>декодування</translation>
    </message>
    <message>
        <source>Roofline — %1 %2 TP%3 PP%4 (ridge %5 FLOP/B)</source>
        <translation>Roofline — %1 %2 TP%3 PP%4 (перелом %5 FLOP/B)</translation>
    </message>
    <message>
        <source>Rejected (%1 not native) — </source>
        <translation>Відхилено (%1 не нативна) — </translation>
    </message>
    <message>
        <source>Does not fit at batch %1 — </source>
        <translation>Не вміщається при батчі %1 — </translation>
    </message>
</context>
<context>
    <name>rightsizer::views::ScenarioEditor</name>
    <message>
        <source>Serving workload</source>
        <translation>Навантаження обслуговування</translation>
    </message>
    <message>
        <source>Training workload</source>
        <translation>Навантаження навчання</translation>
    </message>
    <message>
        <source>Service level (SLA)</source>
        <translation>Рівень обслуговування (SLA)</translation>
    </message>
    <message>
        <source>Limits</source>
        <translation>Обмеження</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::TcoCumulativeChart</name>
    <message>
        <source>month</source>
        <translation>місяць</translation>
    </message>
    <message>
        <source>USD</source>
        <translation>USD</translation>
    </message>
    <message>
        <source>Bold, thick line: the recommended option (lowest NPV; for serving, spot is left out: it can be reclaimed)</source>
        <translation>Жирна товста лінія: рекомендований варіант (найменша ЧПВ; для обслуговування spot не враховується: його можуть відкликати)</translation>
    </message>
    <message>
        <source>Cash paid for each option from month 1 to the end of the horizon (undiscounted; resale value credited in the last month). The thicker line is the recommended option, the one with the lowest net present value (for serving, of the options that keep the SLA: spot is left out, it can be reclaimed).</source>
        <translation>Грошові витрати на кожен варіант від 1-го місяця до кінця горизонту (без дисконтування; залишкова вартість зараховується в останньому місяці). Товстіша лінія — рекомендований варіант з найменшою ЧПВ (для обслуговування — серед варіантів, що зберігають SLA: spot не враховується, його можуть відкликати).</translation>
    </message>
    <message>
        <source>Cumulative cost</source>
        <translation>Накопичена вартість</translation>
    </message>
    <message>
        <source>break-even</source>
        <translation>беззбитковість</translation>
    </message>
    <message>
        <source>break-even month %1</source>
        <translation>беззбитковість у %1-му місяці</translation>
    </message>
    <message>
        <source>Cumulative cost over %1 months</source>
        <translation>Накопичена вартість за %1 міс.</translation>
    </message>
    <message>
        <source>on-prem unavailable (see below)</source>
        <translation>власна інфраструктура недоступна (див. нижче)</translation>
    </message>
    <message>
        <source>no cloud option to compare on-prem with</source>
        <translation>немає хмарного варіанту для порівняння з власною інфраструктурою</translation>
    </message>
    <message>
        <source>on-prem breaks even with %1 in month %2</source>
        <translation>власна інфраструктура окупається порівняно з %1 у %2-му місяці</translation>
    </message>
    <message>
        <source>on-prem does not break even with %1 within %2 months</source>
        <translation>власна інфраструктура не окупається порівняно з %1 за %2 міс.</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::TcoInputModel</name>
    <message>
        <source>tco.cloud.autoscale: on, on-demand and spot replicas follow the weekly demand; off, they run the peak fleet around the clock.</source>
        <translation>tco.cloud.autoscale: увімкнено — репліки «на вимогу» та spot стежать за тижневим попитом; вимкнено — цілодобово працює піковий парк.</translation>
    </message>
    <message>
        <source>tco.horizon_months: months costed, a whole number from 1 to 240.</source>
        <translation>tco.horizon_months: кількість місяців розрахунку, ціле число від 1 до 240.</translation>
    </message>
    <message>
        <source>tco.%1: accepted %2 to %3 %4. Double-click to edit; Reset to default takes the catalog's or the stated default.</source>
        <translation>tco.%1: допустимо від %2 до %3 %4. Двічі клацніть, щоб змінити; «Скинути до типового» повертає значення з каталогу або зазначене.</translation>
    </message>
    <message>
        <source>tco.%1: “%2” is not a number</source>
        <translation>tco.%1: «%2» не є числом</translation>
    </message>
    <message>
        <source>Set %1</source>
        <translation>Задати %1</translation>
    </message>
    <message>
        <source>Reset %1</source>
        <translation>Скинути %1</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::TcoInputsPanel</name>
    <message>
        <source>Reset to default</source>
        <translation>Скинути до типового</translation>
    </message>
    <message>
        <source>&lt;b&gt;Inputs&lt;/b&gt; — bold: set by the scenario; double-click a value to change it (Undo reverts)</source>
        <translation>&lt;b&gt;Вхідні дані&lt;/b&gt; — жирним: задані сценарієм; двічі клацніть значення, щоб змінити (Скасувати повертає)</translation>
    </message>
    <message>
        <source>Takes the selected input back to its default: the catalog's price or the stated assumption (one undo step).</source>
        <translation>Повертає вибраний параметр до типового: ціни з каталогу або зазначеного припущення (один крок скасування).</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::TcoMonthlyChart</name>
    <message>
        <source>capital</source>
        <translation>капітал</translation>
    </message>
    <message>
        <source>power</source>
        <translation>електроенергія</translation>
    </message>
    <message>
        <source>space</source>
        <translation>приміщення</translation>
    </message>
    <message>
        <source>support</source>
        <translation>підтримка</translation>
    </message>
    <message>
        <source>staff</source>
        <translation>персонал</translation>
    </message>
    <message>
        <source>cloud hours</source>
        <translation>години хмари</translation>
    </message>
    <message>
        <source>resale</source>
        <translation>перепродаж</translation>
    </message>
    <message>
        <source>month</source>
        <translation>місяць</translation>
    </message>
    <message>
        <source>USD per month</source>
        <translation>USD на місяць</translation>
    </message>
    <message>
        <source>Cash paid each month, by component. Capital is the purchase (or the loan payments when financed); the last month carries the resale value as a negative bar, the loan balance still owed and reserved terms running past the horizon.</source>
        <translation>Грошові витрати щомісяця за складовими. Капітал — це купівля (або платежі за кредитом у разі фінансування); в останньому місяці — залишкова вартість від’ємним стовпцем, непогашений залишок кредиту та резервування, що тривають після горизонту.</translation>
    </message>
    <message>
        <source>Monthly cost</source>
        <translation>Місячна вартість</translation>
    </message>
    <message>
        <source>Monthly cost by component — %1</source>
        <translation>Місячна вартість за складовими — %1</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::TcoOptionBarsChart</name>
    <message>
        <source>net present value</source>
        <translation>чиста приведена вартість</translation>
    </message>
    <message>
        <source>cost per unit</source>
        <translation>вартість одиниці</translation>
    </message>
    <message>
        <source>Net present value</source>
        <translation>Чиста приведена вартість</translation>
    </message>
    <message>
        <source>Cost per unit</source>
        <translation>Вартість одиниці</translation>
    </message>
    <message>
        <source>M output tokens</source>
        <translation>млн вихідних токенів</translation>
    </message>
    <message>
        <source>training run</source>
        <translation>навчальний запуск</translation>
    </message>
    <message>
        <source>Net present value at %1/year</source>
        <translation>Чиста приведена вартість за %1/рік</translation>
    </message>
    <message>
        <source>USD per %1</source>
        <translation>USD за %1</translation>
    </message>
    <message>
        <source>highlighted: %1 (lowest NPV that keeps the SLA; spot costs less but can be reclaimed)</source>
        <translation>виділено: %1 (найменша ЧПВ, що зберігає SLA; spot дешевший, але його можуть відкликати)</translation>
    </message>
    <message>
        <source>highlighted: %1 (lowest NPV)</source>
        <translation>виділено: %1 (найменша ЧПВ)</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;td&gt;%1&lt;/td&gt;&lt;td align="right"&gt;%2&lt;/td&gt;&lt;td align="right"&gt;%3&lt;/td&gt;&lt;td align="right"&gt;%4 – %5&lt;/td&gt;&lt;td align="right"&gt;%6&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td&gt;%1&lt;/td&gt;&lt;td align="right"&gt;%2&lt;/td&gt;&lt;td align="right"&gt;%3&lt;/td&gt;&lt;td align="right"&gt;%4 – %5&lt;/td&gt;&lt;td align="right"&gt;%6&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Net present value: each month's cash discounted at the scenario's rate. Cost per unit: the total over the horizon divided by the %1 served. The 90 % band is the total with the throughput at the ends of its 90 % band.&lt;/p&gt;&lt;table&gt;&lt;tr&gt;&lt;th&gt;Option&lt;/th&gt;&lt;th&gt;NPV&lt;/th&gt;&lt;th&gt;Total&lt;/th&gt;&lt;th&gt;Total, 90 % band&lt;/th&gt;&lt;th&gt;USD per %1&lt;/th&gt;&lt;/tr&gt;%2&lt;/table&gt;</source>
        <translation>&lt;p&gt;Чиста приведена вартість: щомісячні витрати, дисконтовані за ставкою сценарію. Вартість одиниці: загальна сума за горизонт, поділена на обслужені %1. 90-відсотковий інтервал — загальна сума за пропускної здатності на межах її 90-відсоткового інтервалу.&lt;/p&gt;&lt;table&gt;&lt;tr&gt;&lt;th&gt;Варіант&lt;/th&gt;&lt;th&gt;ЧПВ&lt;/th&gt;&lt;th&gt;Разом&lt;/th&gt;&lt;th&gt;Разом, 90-відсотковий інтервал&lt;/th&gt;&lt;th&gt;USD за %1&lt;/th&gt;&lt;/tr&gt;%2&lt;/table&gt;</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::TcoView</name>
    <message>
        <source>No evaluation yet.</source>
        <translation>Оцінювання ще немає.</translation>
    </message>
    <message>
        <source>The option whose monthly cost is broken down</source>
        <translation>Варіант, місячна вартість якого розкладається</translation>
    </message>
    <message>
        <source>Monthly cost of</source>
        <translation>Місячна вартість:</translation>
    </message>
    <message>
        <source>No TCO: %1.</source>
        <translation>Немає TCO: %1.</translation>
    </message>
    <message>
        <source>No TCO for the plan's first configuration: %1.</source>
        <translation>Немає TCO для першої конфігурації плану: %1.</translation>
    </message>
    <message>
        <source>No TCO for plan rank %1: %2.</source>
        <translation>Немає TCO для місця %1 у плані: %2.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Costed:&lt;/b&gt; %1 — plan rank %2 of %3</source>
        <translation>&lt;b&gt;Розраховано:&lt;/b&gt; %1 — місце %2 з %3 у плані</translation>
    </message>
    <message>
        <source>&lt;b&gt;Total cost of ownership&lt;/b&gt;</source>
        <translation>&lt;b&gt;Сукупна вартість володіння&lt;/b&gt;</translation>
    </message>
    <message>
        <source> &lt;i&gt;(the selected configuration does not meet the target, so the plan's first is costed)&lt;/i&gt;</source>
        <translation> &lt;i&gt;(вибрана конфігурація не досягає цілі, тому розраховано першу в плані)&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Lowest net present value that keeps the SLA: &lt;b&gt;%1&lt;/b&gt;, %2 (%3 over %4 months, %5 per %6); spot costs less but can be reclaimed</source>
        <translation>Найменша ЧПВ, що зберігає SLA: &lt;b&gt;%1&lt;/b&gt;, %2 (%3 за %4 міс., %5 за %6); spot дешевший, але його можуть відкликати</translation>
    </message>
    <message>
        <source>Lowest net present value: &lt;b&gt;%1&lt;/b&gt;, %2 (%3 over %4 months, %5 per %6)</source>
        <translation>Найменша ЧПВ: &lt;b&gt;%1&lt;/b&gt;, %2 (%3 за %4 міс., %5 за %6)</translation>
    </message>
    <message>
        <source>No option can be priced for this configuration (see the reasons below).</source>
        <translation>Для цієї конфігурації не вдалося оцінити жодного варіанту (див. причини нижче).</translation>
    </message>
    <message>
        <source>On-demand %1: %2 per M tokens; the candidates table's %3 is the planned fleet (sized for the peak) around the clock at the mean load%4.</source>
        <translation>На вимогу %1: %2 за млн токенів; %3 у таблиці кандидатів — це запланований парк (розрахований на пік) цілодобово за середнього навантаження%4.</translation>
    </message>
    <message>
        <source>autoscaled</source>
        <translation>з автомасштабуванням</translation>
    </message>
    <message>
        <source>without autoscaling</source>
        <translation>без автомасштабування</translation>
    </message>
    <message>
        <source>: autoscaling follows the demand hour by hour, a different strategy that can cost less</source>
        <translation>: автомасштабування стежить за попитом щогодини — інша стратегія, яка може коштувати менше</translation>
    </message>
    <message>
        <source>, the same in month 1 without growth</source>
        <translation>, те саме в 1-му місяці без зростання</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2</translation>
    </message>
    <message>
        <source>Hint: the best-ranked configuration whose GPU has a catalog purchase price is rank %1 (%2): &lt;a href="rank:%1"&gt;cost rank %1&lt;/a&gt;, or set “Server price” in the inputs.</source>
        <translation>Порада: найвища в рейтингу конфігурація, GPU якої має ціну купівлі в каталозі, — на місці %1 (%2): &lt;a href="rank:%1"&gt;розрахувати місце %1&lt;/a&gt; або задайте «Ціна сервера» у вхідних даних.</translation>
    </message>
    <message>
        <source>Hint: no feasible configuration's GPU has a catalog purchase price; set “Server price” in the inputs to cost on-prem.</source>
        <translation>Порада: жоден GPU з придатних конфігурацій не має ціни купівлі в каталозі; задайте «Ціна сервера» у вхідних даних, щоб розрахувати власну інфраструктуру.</translation>
    </message>
    <message>
        <source>%1/GPU-hour on demand</source>
        <translation>%1/GPU-год на вимогу</translation>
    </message>
    <message>
        <source>no on-demand price</source>
        <translation>немає ціни на вимогу</translation>
    </message>
    <message>
        <source>The inputs shown are the decode pool's; an input you set applies to both pools.</source>
        <translation>Показано вхідні дані пулу декодування; задане вами значення застосовується до обох пулів.</translation>
    </message>
    <message>
        <source>Disaggregated split (%1): lowest net present value %2 with %3, %4 per %5 — &lt;a href="split"&gt;cost the split&lt;/a&gt;</source>
        <translation>Дезагрегований розподіл (%1): найнижча ЧПВ %2 з %3, %4 за %5 — &lt;a href="split"&gt;розрахувати розподіл&lt;/a&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Costed:&lt;/b&gt; %1 — the planner's disaggregated split (&lt;a href="rank:1"&gt;cost plan rank 1&lt;/a&gt;)&lt;br&gt;%2</source>
        <translation>&lt;b&gt;Розраховано:&lt;/b&gt; %1 — дезагрегований розподіл планувальника (&lt;a href="rank:1"&gt;розрахувати ранг 1 плану&lt;/a&gt;)&lt;br&gt;%2</translation>
    </message>
    <message>
        <source>Prefill pool</source>
        <translation>Пул попереднього заповнення</translation>
    </message>
    <message>
        <source>Decode pool</source>
        <translation>Пул декодування</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n worker(s) at the plan (%2), %3; its GPU's prices, servers and power are its own</source>
        <translation>
            <numerusform>%1: %n воркер за планом (%2), %3; ціни, сервери й потужність власного GPU</numerusform>
            <numerusform>%1: %n воркери за планом (%2), %3; ціни, сервери й потужність власного GPU</numerusform>
            <numerusform>%1: %n воркерів за планом (%2), %3; ціни, сервери й потужність власного GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>No TCO of an aggregated layout: %1. A disaggregated split meets the SLA: &lt;a href="split"&gt;cost the split&lt;/a&gt;.</source>
        <translation>Немає TCO агрегованої схеми: %1. Дезагрегований розподіл відповідає SLA: &lt;a href="split"&gt;розрахувати розподіл&lt;/a&gt;.</translation>
    </message>
    <message>
        <source>Disaggregated split: no TCO: %1</source>
        <translation>Дезагрегований розподіл: немає TCO: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Costed:&lt;/b&gt; %1 — the planner's disaggregated split (no aggregated layout meets the SLA)&lt;br&gt;%2</source>
        <translation>&lt;b&gt;Розраховано:&lt;/b&gt; %1 — дезагрегований розподіл планувальника (жодна агрегована схема не відповідає SLA)&lt;br&gt;%2</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::TelemetryPanel</name>
    <message>
        <source>Import telemetry…</source>
        <translation>Імпортувати телеметрію…</translation>
    </message>
    <message>
        <source>Read GPU telemetry: nvidia-smi --query-gpu CSV, nvidia-smi dmon, or dcgm-exporter /metrics scrapes; several files (hosts, rotated logs) are merged</source>
        <translation>Прочитати телеметрію GPU: CSV nvidia-smi --query-gpu, nvidia-smi dmon або знімки /metrics dcgm-exporter; кілька файлів (хости, ротовані журнали) об’єднуються</translation>
    </message>
    <message>
        <source>The files hold several GPU products: pick the deployment to size</source>
        <translation>Файли містять кілька моделей GPU: виберіть розгортання для розрахунку</translation>
    </message>
    <message>
        <source>What was read: formats, GPUs, hosts and the period covered (UTC)</source>
        <translation>Що прочитано: формати, GPU, хости та охоплений період (UTC)</translation>
    </message>
    <message>
        <source>Files that could not be read; nothing of them is shown</source>
        <translation>Файли, які не вдалося прочитати; з них нічого не показано</translation>
    </message>
    <message>
        <source>Malformed lines, skipped: nothing is guessed from them</source>
        <translation>Некоректні рядки пропущено: з них нічого не вгадується</translation>
    </message>
    <message>
        <source>The right-sizing verdict on the measured period</source>
        <translation>Висновок щодо розміру на виміряному періоді</translation>
    </message>
    <message>
        <source>The measured facts behind the verdict, and what telemetry of the GPU's own counters cannot tell</source>
        <translation>Виміряні факти, на яких ґрунтується висновок, і чого не може сказати телеметрія власних лічильників GPU</translation>
    </message>
    <message>
        <source>Statistics over every sample of every GPU of the deployment</source>
        <translation>Статистика за кожним вимірюванням кожного GPU розгортання</translation>
    </message>
    <message>
        <source>Catalog configurations that carry the measured load with headroom, cheapest first</source>
        <translation>Конфігурації каталогу, що витримують виміряне навантаження із запасом, спершу найдешевші</translation>
    </message>
    <message>
        <source>&lt;b&gt;Configurations that carry the measured load&lt;/b&gt;</source>
        <translation>&lt;b&gt;Конфігурації, що витримують виміряне навантаження&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Import GPU telemetry</source>
        <translation>Імпорт телеметрії GPU</translation>
    </message>
    <message>
        <source>Telemetry (*.csv *.txt *.log *.prom *.metrics);;All files (*)</source>
        <translation>Телеметрія (*.csv *.txt *.log *.prom *.metrics);;Усі файли (*)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Skipped lines: %1</source>
        <translation>Пропущені рядки: %1</translation>
    </message>
    <message>
        <source>… and %1 more (click to list them all)</source>
        <translation>… і ще %1 (клацніть, щоб показати всі)</translation>
    </message>
    <message>
        <source>Every line was read</source>
        <translation>Усі рядки прочитано</translation>
    </message>
    <message>
        <source>No telemetry loaded.</source>
        <translation>Телеметрію не завантажено.</translation>
    </message>
    <message>
        <source>Import nvidia-smi or DCGM telemetry of a running deployment to see whether it is over- or under-provisioned.</source>
        <translation>Імпортуйте телеметрію nvidia-smi або DCGM робочого розгортання, щоб побачити, чи воно надлишкове або недостатнє.</translation>
    </message>
    <message>
        <source>, %1 to %2 UTC, a sample every %3</source>
        <translation>, з %1 до %2 UTC, вимірювання кожні %3</translation>
    </message>
    <message>
        <source>%1 × %2 on %3%4 (%5)</source>
        <translation>%1 × %2 на %3%4 (%5)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Evidence&lt;/b&gt;</source>
        <translation>&lt;b&gt;Підстави&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Caveats&lt;/b&gt;</source>
        <translation>&lt;b&gt;Застереження&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n host(s)</source>
        <translation>
            <numerusform>%n хост</numerusform>
            <numerusform>%n хости</numerusform>
            <numerusform>%n хостів</numerusform>
        </translation>
    </message>
    <message>
        <source>From Prometheus…</source>
        <translation>Із Prometheus…</translation>
    </message>
    <message>
        <source>Read the dcgm-exporter metrics of a time range from the Prometheus server that scrapes them</source>
        <translation>Прочитати метрики dcgm-exporter за проміжок часу із сервера Prometheus, який їх збирає</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>Читання %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <source>Import from Prometheus cancelled; nothing was read.</source>
        <translation>Імпорт із Prometheus скасовано; нічого не прочитано.</translation>
    </message>
    <message>
        <source>Keep the Prometheus query</source>
        <translation>Зберегти запит Prometheus</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Оновити</translation>
    </message>
    <message>
        <source>Read the Prometheus query the project keeps again (a query without an end reads the range up to now)</source>
        <translation>Знову прочитати запит Prometheus, збережений у проєкті (запит без кінця читає діапазон до поточного моменту)</translation>
    </message>
    <message>
        <source>The project keeps no Prometheus query: import one with “From Prometheus…” first.</source>
        <translation>Проєкт не зберігає запиту Prometheus: спершу імпортуйте його через «Із Prometheus…».</translation>
    </message>
    <message>
        <source>The project's Prometheus query cannot be read: %1</source>
        <translation>Не вдалося прочитати запит Prometheus проєкту: %1</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::TelemetryStatsModel</name>
    <message>
        <source>%1 of %2</source>
        <translation>%1 з %2</translation>
    </message>
    <message>
        <source>%1 of observed time (%2 idle periods)</source>
        <translation>%1 спостережуваного часу (%2 періодів простою)</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Виміряно</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Значення</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::TelemetryTraceChart</name>
    <message>
        <source>GPU utilization over time</source>
        <translation>Завантаження GPU у часі</translation>
    </message>
    <message>
        <source>Memory used over time</source>
        <translation>Використана пам’ять у часі</translation>
    </message>
    <message>
        <source>Time (UTC)</source>
        <translation>Час (UTC)</translation>
    </message>
    <message>
        <source>Utilization (%)</source>
        <translation>Завантаження (%)</translation>
    </message>
    <message>
        <source>Memory used (GiB)</source>
        <translation>Використана пам’ять (GiB)</translation>
    </message>
    <message>
        <source>Share of time a kernel ran on each GPU, per sample; a break in a line is a gap in the data</source>
        <translation>Частка часу, коли на кожному GPU виконувалося ядро, за кожним вимірюванням; розрив лінії — пропуск у даних</translation>
    </message>
    <message>
        <source>Frame buffer in use on each GPU, per sample; the axis ends at the memory the driver reports; a break in a line is a gap in the data</source>
        <translation>Використаний кадровий буфер на кожному GPU за кожним вимірюванням; вісь закінчується на обсязі пам’яті, який повідомляє драйвер; розрив лінії — пропуск у даних</translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::TornadoChart</name>
    <message>
        <source>input +20 %</source>
        <translation>вхід +20 %</translation>
    </message>
    <message>
        <source>base total</source>
        <translation>базова сума</translation>
    </message>
    <message>
        <source>total over the horizon (USD)</source>
        <translation>сума за горизонт (USD)</translation>
    </message>
    <message>
        <source>Sensitivity</source>
        <translation>Чутливість</translation>
    </message>
    <message>
        <source>base %1</source>
        <translation>база %1</translation>
    </message>
    <message>
        <source>; %1 not shown</source>
        <translation>; %1 не показано</translation>
    </message>
    <message>
        <source>Sensitivity of the %1 total</source>
        <translation>Чутливість суми для %1</translation>
    </message>
    <message>
        <source>input −20 %</source>
        <translation>вхід −20 %</translation>
    </message>
    <message>
        <source>&lt;p&gt;The %1 total over the horizon with one input at 80 % and at 120 % of its value, the others as they are; the vertical line is the total at the inputs as they are (%2).&lt;/p&gt;&lt;table&gt;&lt;tr&gt;&lt;th&gt;Input&lt;/th&gt;&lt;th&gt;Value&lt;/th&gt;&lt;th&gt;−20 %&lt;/th&gt;&lt;th&gt;+20 %&lt;/th&gt;&lt;th&gt;Swing&lt;/th&gt;&lt;/tr&gt;%3&lt;/table&gt;</source>
        <translation>&lt;p&gt;Сума для %1 за горизонт, коли один параметр дорівнює 80 % і 120 % свого значення, а інші без змін; вертикальна лінія — сума за незмінних параметрів (%2).&lt;/p&gt;&lt;table&gt;&lt;tr&gt;&lt;th&gt;Параметр&lt;/th&gt;&lt;th&gt;Значення&lt;/th&gt;&lt;th&gt;−20 %&lt;/th&gt;&lt;th&gt;+20 %&lt;/th&gt;&lt;th&gt;Розмах&lt;/th&gt;&lt;/tr&gt;%3&lt;/table&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n smaller swing(s)</source>
        <translation>
            <numerusform>%n менше коливання</numerusform>
            <numerusform>%n менші коливання</numerusform>
            <numerusform>%n менших коливань</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rightsizer::views::TpotThroughputChart</name>
    <message>
        <source>Running batch (concurrent sequences, log₂)</source>
        <translation>Поточний батч (одночасні послідовності, log₂)</translation>
    </message>
    <message>
        <source>Output tokens/s per GPU</source>
        <translation>Вихідних токенів/с на GPU</translation>
    </message>
    <message>
        <source>SLA TPOT</source>
        <translation>TPOT за SLA</translation>
    </message>
    <message>
        <source>Largest batch that fits</source>
        <translation>Найбільший батч, що вміщається</translation>
    </message>
    <message>
        <source>Selected batch</source>
        <translation>Вибраний батч</translation>
    </message>
    <message>
        <source>TPOT %1</source>
        <translation>TPOT %1</translation>
    </message>
    <message>
        <source>tok/s/GPU %1</source>
        <translation>ток/с/GPU %1</translation>
    </message>
    <message>
        <source> (rejected: not native)</source>
        <translation> (відхилено: не нативна)</translation>
    </message>
    <message>
        <source>TPOT %1 (ms, log₂)</source>
        <translation>TPOT %1 (ms, log₂)</translation>
    </message>
    <message>
        <source>TPOT &amp; throughput — %1 TP%2 PP%3, %4-token prompt</source>
        <translation>TPOT і пропускна здатність — %1 TP%2 PP%3, промпт %4 токенів</translation>
    </message>
    <message>
        <source>Does not fit at any batch (%1) — </source>
        <translation>Не вміщається за жодного батча (%1) — </translation>
    </message>
    <message>
        <source>SLA %1 TPOT %2 ms</source>
        <translation>SLA %1 TPOT %2 ms</translation>
    </message>
    <message>
        <source>fits ≤ %1</source>
        <translation>вміщається ≤ %1</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::WhatIfView</name>
    <message>
        <source>No evaluation yet.</source>
        <translation>Оцінювання ще немає.</translation>
    </message>
    <message>
        <source>Weight precision the charts show (the grid's precisions)</source>
        <translation>Точність ваг на графіках (точності сітки)</translation>
    </message>
    <message>
        <source>Running batch per replica: concurrent sequences decoded together (the grid's batch axis)</source>
        <translation>Поточний батч на репліку: послідовності, що декодуються разом (вісь батчів сітки)</translation>
    </message>
    <message>
        <source>Prompt length in tokens (the grid's context axis)</source>
        <translation>Довжина промпту в токенах (вісь контексту сітки)</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Точність</translation>
    </message>
    <message>
        <source>No what-if charts: %1</source>
        <translation>Немає графіків «що, якщо»: %1</translation>
    </message>
    <message>
        <source>No what-if charts: the evaluation has no grid.</source>
        <translation>Немає графіків «що, якщо»: оцінювання не має сітки.</translation>
    </message>
    <message>
        <source>batch %1</source>
        <translation>батч %1</translation>
    </message>
    <message>
        <source>context %1 tokens</source>
        <translation>контекст %1 токенів</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::editor::FormSection</name>
    <message>
        <source>Set %1</source>
        <translation>Задати %1</translation>
    </message>
    <message>
        <source>Scenario field: %1</source>
        <translation>Поле сценарію: %1</translation>
    </message>
    <message>
        <source>must be %1 (%2) or between %3 and %4</source>
        <translation>має бути %1 (%2) або від %3 до %4</translation>
    </message>
    <message>
        <source>must be between %1 (%2) and %3</source>
        <translation>має бути від %1 (%2) до %3</translation>
    </message>
    <message>
        <source>must be between %1 and %2</source>
        <translation>має бути від %1 до %2</translation>
    </message>
    <message>
        <source>%1 %2; an empty box was not applied</source>
        <translation>%1 %2; порожнє поле не застосовано</translation>
    </message>
    <message>
        <source>%1 %2; %3 was not applied</source>
        <translation>%1 %2; %3 не застосовано</translation>
    </message>
    <message>
        <source>%1 to %2, or %3 (%4)</source>
        <translation>від %1 до %2 або %3 (%4)</translation>
    </message>
    <message>
        <source>%1 (%2) to %3</source>
        <translation>від %1 (%2) до %3</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>від %1 до %2</translation>
    </message>
    <message>
        <source>Accepted: %1.</source>
        <translation>Допустимо: %1.</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::editor::GpuPicker</name>
    <message>
        <source>Candidate GPUs</source>
        <translation>GPU-кандидати</translation>
    </message>
    <message>
        <source>All catalog GPUs</source>
        <translation>Усі GPU каталогу</translation>
    </message>
    <message>
        <source>Every GPU of the catalog is a candidate (the scenario lists none). Uncheck to choose GPUs in the list.
Scenario field: gpus</source>
        <translation>Кожен GPU каталогу є кандидатом (сценарій не перелічує жодного). Зніміть позначку, щоб вибрати GPU у списку.
Поле сценарію: gpus</translation>
    </message>
    <message>
        <source>Checked GPUs are the planner's candidates; at least one.
Scenario field: gpus</source>
        <translation>Позначені GPU — кандидати планувальника; принаймні один.
Поле сценарію: gpus</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Усі</translation>
    </message>
    <message>
        <source>Check every GPU the filters show</source>
        <translation>Позначити всі GPU, які показують фільтри</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Жодного</translation>
    </message>
    <message>
        <source>Uncheck every GPU the filters show; with none left, check the ones you want (the scenario keeps its GPUs until you do)</source>
        <translation>Зняти позначки з усіх GPU, які показують фільтри; коли не лишиться жодного, позначте потрібні (доти сценарій зберігає свої GPU)</translation>
    </message>
    <message>
        <source>Hides rows only: the scenario's GPUs stay as they are.</source>
        <translation>Лише приховує рядки: GPU сценарію не змінюються.</translation>
    </message>
    <message>
        <source>Show the GPUs of one vendor. </source>
        <translation>Показати GPU одного виробника. </translation>
    </message>
    <message>
        <source>All vendors</source>
        <translation>Усі виробники</translation>
    </message>
    <message>
        <source> GiB</source>
        <translation> GiB</translation>
    </message>
    <message>
        <source>any</source>
        <translation>будь-яка</translation>
    </message>
    <message>
        <source>Show the GPUs whose runtime memory is at least this. </source>
        <translation>Показати GPU, пам’ять яких для рушія щонайменше така. </translation>
    </message>
    <message>
        <source>Show the GPUs of one form factor (SXM, PCIe, OAM, …). </source>
        <translation>Показати GPU одного форм-фактора (SXM, PCIe, OAM, …). </translation>
    </message>
    <message>
        <source>All form factors</source>
        <translation>Усі форм-фактори</translation>
    </message>
    <message>
        <source>Filter by name, e.g. h100</source>
        <translation>Фільтр за назвою, напр. h100</translation>
    </message>
    <message>
        <source>Show the GPUs whose name or id contains all these words. </source>
        <translation>Показати GPU, назва або ідентифікатор яких містить усі ці слова. </translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Пошук</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Виробник</translation>
    </message>
    <message>
        <source>Min. memory</source>
        <translation>Мін. пам’ять</translation>
    </message>
    <message>
        <source>Form factor</source>
        <translation>Форм-фактор</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 (id %2)
%3, %4; %5 usable by the runtime</source>
        <translation>%1 (id %2)
%3, %4; %5 доступно рушію</translation>
    </message>
    <message>
        <source>%1: left out of the plan unless GeForce cards are included below</source>
        <translation>%1: не враховується в плані, якщо нижче не ввімкнено карти GeForce</translation>
    </message>
    <message>
        <source>All %1 catalog GPUs are candidates</source>
        <translation>Усі %1 GPU каталогу — кандидати</translation>
    </message>
    <message>
        <source>%1 of %2 GPUs chosen</source>
        <translation>Вибрано %1 з %2 GPU</translation>
    </message>
    <message>
        <source>No GPU checked: check the ones to plan for (until then the scenario keeps its %1)</source>
        <translation>Жодного GPU не позначено: позначте ті, для яких планувати (доти сценарій зберігає свої %1)</translation>
    </message>
    <message>
        <source>%1 catalog GPUs</source>
        <translation>%1 GPU каталогу</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 GPU</translation>
    </message>
    <message>
        <source>%1; %2 shown</source>
        <translation>%1; показано %2</translation>
    </message>
    <message>
        <source>Consider all catalog GPUs</source>
        <translation>Розглядати всі GPU каталогу</translation>
    </message>
    <message>
        <source>Choose candidate GPUs</source>
        <translation>Вибрати GPU-кандидати</translation>
    </message>
    <message>
        <source>gpus: keep at least one GPU checked, or check “All catalog GPUs”</source>
        <translation>gpus: залиште позначеним хоча б один GPU або позначте «Усі GPU каталогу»</translation>
    </message>
    <message>
        <source>Add GPU %1</source>
        <translation>Додати GPU %1</translation>
    </message>
    <message>
        <source>Remove GPU %1</source>
        <translation>Вилучити GPU %1</translation>
    </message>
    <message>
        <source>1 shown GPU</source>
        <translation>1 показаний GPU</translation>
    </message>
    <message>
        <source>%1 shown GPUs</source>
        <translation>%1 показаних GPU</translation>
    </message>
    <message>
        <source>Check %1</source>
        <translation>Позначити %1</translation>
    </message>
    <message>
        <source>Uncheck %1</source>
        <translation>Зняти позначку: %1</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::editor::ModelPicker</name>
    <message>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <source>Search models…</source>
        <translation>Пошук моделей…</translation>
    </message>
    <message>
        <source>Shows the catalog models whose name or id contains the text.</source>
        <translation>Показує моделі каталогу, назва або ідентифікатор яких містить цей текст.</translation>
    </message>
    <message>
        <source>Catalog models with their parameter count. Click a model (or press Enter on it) to make it the scenario's model.
Scenario field: model</source>
        <translation>Моделі каталогу з кількістю параметрів. Клацніть модель (або натисніть Enter), щоб зробити її моделлю сценарію.
Поле сценарію: model</translation>
    </message>
    <message>
        <source>Import HF config…</source>
        <translation>Імпортувати конфігурацію HF…</translation>
    </message>
    <message>
        <source>Use the architecture of a Hugging Face config.json (llama, mistral, mixtral, qwen2, qwen3, gemma2, deepseek) as the scenario's model.</source>
        <translation>Використати архітектуру з config.json Hugging Face (llama, mistral, mixtral, qwen2, qwen3, gemma2, deepseek) як модель сценарію.</translation>
    </message>
    <message>
        <source>%1 parameters</source>
        <translation>%1 параметрів</translation>
    </message>
    <message>
        <source>%1 total, %2 active</source>
        <translation>%1 загалом, %2 активних</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 (%2 model, id %3)</source>
        <translation>%1 (модель %2, id %3)</translation>
    </message>
    <message>
        <source>Context: %1 tokens</source>
        <translation>Контекст: %1 токенів</translation>
    </message>
    <message>
        <source>Choose model %1</source>
        <translation>Вибрати модель %1</translation>
    </message>
    <message>
        <source>Import Hugging Face config</source>
        <translation>Імпорт конфігурації Hugging Face</translation>
    </message>
    <message>
        <source>Hugging Face config (*.json);;All files (*)</source>
        <translation>Конфігурація Hugging Face (*.json);;Усі файли (*)</translation>
    </message>
    <message>
        <source>%1: cannot read the file (%2)</source>
        <translation>%1: не вдалося прочитати файл (%2)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Import model %1</source>
        <translation>Імпортувати модель %1</translation>
    </message>
    <message>
        <source>%1 · imported architecture</source>
        <translation>%1 · імпортована архітектура</translation>
    </message>
    <message>
        <source>The scenario's model (id %1)</source>
        <translation>Модель сценарію (id %1)</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::editor::PrecisionPicker</name>
    <message>
        <source>Precisions allowed</source>
        <translation>Дозволені точності</translation>
    </message>
    <message>
        <source>Accepted: at least one precision; training modes take fp32, bf16, fp16 or fp8.
Scenario field: precisions</source>
        <translation>Допустимо: щонайменше одна точність; режими навчання приймають fp32, bf16, fp16 або fp8.
Поле сценарію: precisions</translation>
    </message>
    <message>
        <source>%1 weights: %2 bits per weight</source>
        <translation>Ваги %1: %2 біт на вагу</translation>
    </message>
    <message>
        <source>, dequantized to 16-bit for the matrix multiplications</source>
        <translation>, деквантуються до 16 біт для множення матриць</translation>
    </message>
    <message>
        <source>Number formats the planner may choose for the weights.
</source>
        <translation>Числові формати, які планувальник може обрати для ваг.
</translation>
    </message>
    <message>
        <source>Allow %1</source>
        <translation>Дозволити %1</translation>
    </message>
    <message>
        <source>Exclude %1</source>
        <translation>Виключити %1</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::editor::ScenarioIdentity</name>
    <message>
        <source>Scenario</source>
        <translation>Сценарій</translation>
    </message>
    <message>
        <source>The project's scenarios: pick the one to edit and evaluate. Each keeps its unsaved changes (Ctrl+PgUp / Ctrl+PgDown)</source>
        <translation>Сценарії проєкту: виберіть той, який редагувати й оцінювати. Кожен зберігає свої незбережені зміни (Ctrl+PgUp / Ctrl+PgDown)</translation>
    </message>
    <message>
        <source>e.g. Llama 3.1 8B chatbot</source>
        <translation>напр. чат-бот Llama 3.1 8B</translation>
    </message>
    <message>
        <source>The scenario's name: in the title bar, the comparison's headers, the report and the project file. One line, unique in the project. Applies on Enter</source>
        <translation>Назва сценарію: у заголовку вікна, заголовках порівняння, звіті та файлі проєкту. Один рядок, унікальна в проєкті. Застосовується клавішею Enter</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Назва:</translation>
    </message>
    <message>
        <source>What this case is for (optional)</source>
        <translation>Для чого цей випадок (необов’язково)</translation>
    </message>
    <message>
        <source>What the scenario is for, in your words: printed under its heading in the report, before the requirements the report derives from the inputs. Applies when the field loses focus or on Ctrl+Enter</source>
        <translation>Для чого сценарій, вашими словами: друкується під його заголовком у звіті перед вимогами, які звіт виводить із вхідних даних. Застосовується, коли поле втрачає фокус, або клавішами Ctrl+Enter</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Опис:</translation>
    </message>
    <message>
        <source>Rename to “%1”</source>
        <translation>Перейменувати на «%1»</translation>
    </message>
    <message>
        <source>Edit description</source>
        <translation>Редагувати опис</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::editor::TechniquesSection</name>
    <message>
        <source>Serving techniques</source>
        <translation>Техніки обслуговування</translation>
    </message>
    <message>
        <source>Speculative decoding: a draft proposes a few tokens each step and the model checks them in one pass, so a step emits more than one token. It pays while a step is memory-bound (small batches); the estimate says whether it does at the concurrency it runs. The draft is a smaller catalog model with the same tokenizer, or the model's own multi-token prediction or EAGLE head (one extra decoder layer).</source>
        <translation>Спекулятивне декодування: чернетка пропонує кілька токенів на кожному кроці, а модель перевіряє їх за один прохід, тож крок видає більше одного токена. Це окупається, доки крок обмежений пам'яттю (малі пакети); оцінка показує, чи так при використаній паралельності. Чернетка — менша модель із каталогу з тим самим токенізатором або власна голова багатотокенного передбачення чи EAGLE моделі (один додатковий шар декодера).</translation>
    </message>
    <message>
        <source>Speculative decoding</source>
        <translation>Спекулятивне декодування</translation>
    </message>
    <message>
        <source>off</source>
        <translation>вимкнено</translation>
    </message>
    <message>
        <source>Set speculative decoding</source>
        <translation>Задати спекулятивне декодування</translation>
    </message>
    <message>
        <source>MTP/EAGLE head</source>
        <translation>голова MTP/EAGLE</translation>
    </message>
</context>
<context>
    <name>rightsizer::workspace::ScenarioDocument</name>
    <message>
        <source>Import %1</source>
        <translation>Імпортувати %1</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Без назви</translation>
    </message>
    <message>
        <source>no scenario %1 in the project (it holds %2)</source>
        <translation>у проєкті немає сценарію %1 (він містить %2)</translation>
    </message>
    <message>
        <source>Scenario name: must not be empty</source>
        <translation>Назва сценарію: не може бути порожньою</translation>
    </message>
    <message>
        <source>Scenario name: must be one line</source>
        <translation>Назва сценарію: має бути в один рядок</translation>
    </message>
    <message>
        <source>Scenario name: “%1” starts or ends with a space; remove it</source>
        <translation>Назва сценарію: «%1» починається або закінчується пробілом; вилучіть його</translation>
    </message>
    <message>
        <source>Scenario name: “%1” is already the name of scenario %2 of this project; each scenario needs its own name</source>
        <translation>Назва сценарію: «%1» уже є назвою сценарію %2 цього проєкту; кожен сценарій повинен мати власну назву</translation>
    </message>
    <message>
        <source>Rename to “%1”</source>
        <translation>Перейменувати на «%1»</translation>
    </message>
    <message>
        <source>Edit description</source>
        <translation>Редагувати опис</translation>
    </message>
    <message>
        <source>Add scenario “%1”</source>
        <translation>Додати сценарій «%1»</translation>
    </message>
    <message>
        <source>Duplicate “%1” as “%2”</source>
        <translation>Дублювати «%1» як «%2»</translation>
    </message>
    <message>
        <source>“%1” is the only scenario of the project, and a project keeps at least one: add another before deleting this one</source>
        <translation>«%1» — єдиний сценарій проєкту, а проєкт має містити хоча б один: додайте інший, перш ніж видаляти цей</translation>
    </message>
    <message>
        <source>Delete scenario “%1”</source>
        <translation>Видалити сценарій «%1»</translation>
    </message>
    <message>
        <source>recovered unsaved changes</source>
        <translation>відновлені незбережені зміни</translation>
    </message>
</context>
</TS>
